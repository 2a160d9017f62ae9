import { Trans } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/section';
import { Link } from 'react-router';
import { PANEL_BASE } from './labels.ts';

/** A node or server the reseller does not run (or that no longer exists): said plainly, with the way back. */
export function NotFound({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      headingLevel={2}
      title={title}
      description={description}
      action={
        <Button asChild variant="secondary">
          <Link to={PANEL_BASE}>
            <Trans>Back to the overview</Trans>
          </Link>
        </Button>
      }
    />
  );
}
