import { useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { Link } from 'react-router';
import { PRODUCTS_BASE } from './labels.ts';

/** A product or type the address names that the reseller does not have. */
export function ProductNotFound({ title, description, back = PRODUCTS_BASE, backLabel }: { title: string; description: string; back?: string; backLabel?: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      headingLevel={2}
      title={title}
      description={description}
      action={
        <Button asChild variant="secondary">
          <Link to={back}>{backLabel ?? t`Back to the products`}</Link>
        </Button>
      }
    />
  );
}
