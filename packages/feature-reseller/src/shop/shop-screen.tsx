import { Trans, useLingui } from '@lingui/react/macro';
import { safeHref, type ShopBillingCycle, useCurrentUser, useSystemSettings } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { EmptyState } from '@portal/ui-kit/empty-state';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField } from '@portal/ui-kit/field';
import { InfoIcon, ServerIcon } from '@portal/ui-kit/icons';
import { Inline, Page, Stack } from '@portal/ui-kit/layout';
import { SectionLoading } from '@portal/ui-kit/section';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { type ResellerShop, type ResellerShopItem, useResellerShop } from './api/get-shop.ts';
import { CYCLE, cyclesOffered } from './cycles.ts';
import { ItemCard } from './item-card.tsx';
import { Checkout, OrderDialog, type PlacedOrder } from './order-dialog.tsx';
import * as styles from './shop.css.ts';

function BackToPanel() {
  return (
    <Button asChild variant="secondary">
      <Link to="/reseller-panel">
        <Trans>Back to the reseller panel</Trans>
      </Link>
    </Button>
  );
}

function NothingToBuy() {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<InfoIcon />}
      title={t`Nothing to buy yet`}
      description={t`The platform does not sell nodes or capacity to resellers at the moment. New offers show up here as soon as there are any.`}
      action={<BackToPanel />}
    />
  );
}

interface GroupProps {
  title: string;
  note: string;
  items: ResellerShopItem[];
  shop: ResellerShop;
  cycle: ShopBillingCycle;
  onOrder?: (item: ResellerShopItem) => void;
}

function Group({ title, note, items, shop, cycle, onOrder }: GroupProps) {
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {title}
      </h2>
      <p className={styles.groupNote}>{note}</p>
      <ul className={styles.cards}>
        {items.map((item) => (
          <ItemCard key={item.id} item={item} currency={shop.currency} cycle={cycle} onOrder={onOrder} />
        ))}
      </ul>
    </Stack>
  );
}

function PlacedNotice({ placed, onDismiss }: { placed: PlacedOrder; onDismiss: () => void }) {
  const { t } = useLingui();
  const orderId = placed.order.order_id;
  const name = placed.item.name;
  // Without a usable checkout the notice is the error that says so.
  if (!safeHref(placed.order.checkout_url)) return <Checkout placed={placed} />;
  return (
    <Alert tone="success" title={t`Order ${orderId} is waiting for payment`}>
      <div className={styles.notice}>
        <p className={styles.noticeText}>
          <Trans>{name} is set up as soon as the payment arrives in the billing system.</Trans>
        </p>
        <Inline gap="xs">
          <Checkout placed={placed} size="sm" />
          <Button size="sm" variant="ghost" onClick={onDismiss}>
            <Trans>Dismiss</Trans>
          </Button>
        </Inline>
      </div>
    </Alert>
  );
}

function Offer({ shop }: { shop: ResellerShop }) {
  const { t } = useLingui();
  const cycles = cyclesOffered(shop.items);
  const [cycle, setCycle] = useState<ShopBillingCycle>(cycles[0] ?? 'monthly');
  const [ordering, setOrdering] = useState<ResellerShopItem | null>(null);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const canOrder = shop.can_order !== false;
  const onOrder = canOrder ? setOrdering : undefined;

  if (shop.items.length === 0) {
    return (
      <EmptyState
        icon={<ServerIcon />}
        title={t`Nothing for sale right now`}
        description={t`New nodes and capacity packs show up here as soon as they are offered.`}
        action={<BackToPanel />}
      />
    );
  }
  const groupProps = { shop, cycle, onOrder };
  return (
    <Stack gap="xl">
      {canOrder ? null : (
        <Alert tone="info" title={t`You can look, but not order`}>
          <Trans>The reseller who runs your node places the orders.</Trans>
        </Alert>
      )}
      {placed && !ordering ? <PlacedNotice placed={placed} onDismiss={() => setPlaced(null)} /> : null}
      <SelectField
        className={styles.cycleField}
        label={t`Billing cycle`}
        description={t`Prices are shown for this cycle, before tax.`}
        options={cycles.map((value) => ({ value, label: t(CYCLE[value].label) }))}
        value={cycle}
        onChange={(event) => setCycle(cycles.find((value) => value === event.target.value) ?? cycle)}
      />
      <Group
        title={t`Nodes`}
        note={t`A dedicated node, run and monitored by the platform, for the servers of your customers.`}
        items={shop.items.filter((item) => item.kind === 'node')}
        {...groupProps}
      />
      <Group
        title={t`Capacity packs`}
        note={t`More CPU, memory, disk or server slots for a node you run. You name the node at the checkout.`}
        items={shop.items.filter((item) => item.kind === 'capacity')}
        {...groupProps}
      />
      <OrderDialog item={ordering} currency={shop.currency} cycle={cycle} onClose={() => setOrdering(null)} onPlaced={setPlaced} />
    </Stack>
  );
}

function Shop({ userId }: { userId: number }) {
  const { t } = useLingui();
  const shop = useResellerShop(userId);
  if (shop.isPending) return <SectionLoading label={t`Loading the reseller shop`} shape="text" />;
  if (shop.isError) return <ErrorState title={t`The reseller shop could not be loaded`} error={shop.error} onRetry={() => void shop.refetch()} />;
  return <Offer shop={shop.data} />;
}

/**
 * What the platform sells to resellers: nodes and capacity packs, priced in the chosen billing cycle.
 * An order leads to the billing system's checkout.
 */
export default function ShopScreen() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const settings = useSystemSettings();
  let content = null;
  if (settings.data?.has_reseller_products === false) content = <NothingToBuy />;
  else if (user) content = <Shop key={user.id} userId={user.id} />;
  return (
    <Page title={t`Reseller shop`} description={t`Buy nodes and capacity for your customers. You pay in the billing system.`}>
      {content}
    </Page>
  );
}
