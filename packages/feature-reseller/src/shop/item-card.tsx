import { Trans, useLingui } from '@lingui/react/macro';
import type { ShopBillingCycle } from '@portal/api-client';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { formatBytes, formatMoney, formatNumber } from '@portal/ui-kit/format';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import type { ReactNode } from 'react';
import type { ResellerShopItem } from './api/get-shop.ts';
import { CYCLE, priceIn } from './cycles.ts';
import * as styles from './shop.css.ts';

const GB = 1000 ** 3;

function Spec({ term, value }: { term: ReactNode; value: string }) {
  return (
    <>
      <dt className={styles.specTerm}>{term}</dt>
      <dd className={styles.specValue}>{value}</dd>
    </>
  );
}

interface ItemCardProps {
  item: ResellerShopItem;
  currency: string;
  cycle: ShopBillingCycle;
  /** Absent when the user may look but not order. */
  onOrder?: (item: ResellerShopItem) => void;
}

/**
 * An item of the reseller shop: what it gives (a node's resources and place, or what a pack adds) and
 * its price in the billing cycle chosen above the list, or the cycles it is sold in when not that one.
 */
export function ItemCard({ item, currency, cycle, onOrder }: ItemCardProps) {
  const { t } = useLingui();
  const name = item.name;
  const price = priceIn(item, cycle);
  const adds = item.kind === 'capacity';
  const cpu = item.cpu_cores ?? null;
  const ram = item.ram_gb ?? null;
  const disk = item.disk_gb ?? null;
  const slots = item.server_slots ?? null;
  const soldIn = item.prices.map((candidate) => t(CYCLE[candidate.billing_cycle].label)).join(', ');
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardName}>{item.name}</h3>
        {item.recommended === true ? (
          <Badge tone="info">
            <Trans>Recommended</Trans>
          </Badge>
        ) : null}
      </div>
      {item.description ? <p className={styles.muted}>{item.description}</p> : null}
      <dl className={styles.specs} aria-label={t`What ${name} gives`}>
        {item.location ? <Spec term={<Trans>Location</Trans>} value={item.location} /> : null}
        {cpu !== null ? <Spec term={<Trans>CPU</Trans>} value={adds ? t`+${cpu} vCPU` : t`${cpu} vCPU`} /> : null}
        {ram !== null ? <Spec term={<Trans>Memory</Trans>} value={(adds ? '+' : '') + formatBytes(ram * GB)} /> : null}
        {disk !== null ? <Spec term={<Trans>Disk</Trans>} value={(adds ? '+' : '') + formatBytes(disk * GB)} /> : null}
        {slots !== null ? (
          <Spec term={<Trans>Server slots</Trans>} value={(adds ? '+' : '') + formatNumber(slots)} />
        ) : null}
      </dl>
      {price ? (
        <p className={styles.price}>
          <span className={styles.amount}>{formatMoney(price.price, currency)}</span>
          <span className={styles.muted}>{t(CYCLE[cycle].per)}</span>
        </p>
      ) : (
        <p className={styles.muted}>
          <Trans>Not sold in this billing cycle. Sold: {soldIn}.</Trans>
        </p>
      )}
      {onOrder ? (
        <Button className={styles.cardAction} fullWidth variant={price ? 'primary' : 'secondary'} onClick={() => onOrder(item)}>
          <Trans>
            Order<VisuallyHidden> {name}</VisuallyHidden>
          </Trans>
        </Button>
      ) : null}
    </li>
  );
}
