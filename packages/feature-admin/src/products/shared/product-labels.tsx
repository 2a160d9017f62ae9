import { Trans, useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { formatMoney } from '@portal/ui-kit/format';
import type { AdminProduct } from '../api/types.ts';
import { pricePerCycle } from './billing.ts';

/** "€9.00 per month", in the page's language; the amount as it came when no currency did. */
export function usePriceText() {
  const { t } = useLingui();
  return (product: Pick<AdminProduct, 'price' | 'currency' | 'billing_cycle'>) => {
    const amount = product.currency ? formatMoney(product.price, product.currency) : product.price;
    return t(pricePerCycle(amount, product.billing_cycle));
  };
}

/** Whether the product can be ordered and is listed in the shop; nothing when the answer does not say. */
export function ProductStateBadges({ product }: { product: Pick<AdminProduct, 'active' | 'visible'> }) {
  return (
    <>
      {product.active === false ? (
        <Badge tone="neutral">
          <Trans>Inactive</Trans>
        </Badge>
      ) : product.active ? (
        <Badge tone="success">
          <Trans>Active</Trans>
        </Badge>
      ) : null}
      {product.visible === false ? (
        <Badge tone="warning">
          <Trans>Hidden</Trans>
        </Badge>
      ) : null}
    </>
  );
}
