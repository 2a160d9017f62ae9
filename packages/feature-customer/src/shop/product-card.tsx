import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopProduct } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { formatMoney } from '@portal/ui-kit/format';
import { CheckIcon } from '@portal/ui-kit/icons';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { BILLING_CYCLE, pricePerCycle } from '../invoices/billing-format.ts';
import { useShopStore } from './shop-store.tsx';
import * as styles from './shop.css.ts';

/** A product's name (with a Recommended badge on its type's default product), its first price ("€19.00 per month"), the other cycles, what it includes and the way to order it. */
export function ProductCard({ product, canOrder }: { product: ShopProduct; canOrder: boolean }) {
  const startOrder = useShopStore((state) => state.startOrder);
  const [first, ...others] = product.prices;
  const { t } = useLingui();
  const money = (amount: string) => formatMoney(amount, product.currency);
  const name = product.name;
  const otherPrices = others.map((price) => t(pricePerCycle(money(price.price), price.billing_cycle))).join(', ');

  return (
    <li className={styles.product}>
      <div className={styles.productHead}>
        <h3 className={styles.productName}>{product.name}</h3>
        {product.recommended === true ? (
          <Badge tone="info">
            <Trans>Recommended</Trans>
          </Badge>
        ) : null}
      </div>
      {product.description ? <p className={styles.description}>{product.description}</p> : null}
      {first ? (
        <p className={styles.price}>
          <span className={styles.amount}>{money(first.price)}</span>
          <span className={styles.per}>{t(BILLING_CYCLE[first.billing_cycle].per)}</span>
        </p>
      ) : null}
      {others.length > 0 ? (
        <p className={styles.otherCycles}>
          <Trans>Or {otherPrices}</Trans>
        </p>
      ) : null}
      {product.features.length > 0 ? (
        <ul className={styles.features} aria-label={t`Included in ${name}`}>
          {product.features.map((feature) => (
            <li key={feature} className={styles.feature}>
              <CheckIcon className={styles.featureIcon} />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {canOrder ? (
        <div className={styles.orderAction}>
          <Button fullWidth onClick={() => startOrder(product)}>
            <Trans>
              Order<VisuallyHidden> {name}</VisuallyHidden>
            </Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}
