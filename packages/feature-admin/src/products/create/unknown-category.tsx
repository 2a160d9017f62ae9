import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { Link } from 'react-router';

/** A category that does not exist (an old link): say so and offer the first step. */
export function UnknownCategory() {
  const { t } = useLingui();
  return (
    <EmptyState
      headingLevel={3}
      title={t`This category does not exist`}
      description={t`It may have been removed. Choose one of the categories there are.`}
      action={
        <Button asChild variant="secondary">
          <Link to="/admin/products/create">
            <Trans>Choose a category</Trans>
          </Link>
        </Button>
      }
    />
  );
}
