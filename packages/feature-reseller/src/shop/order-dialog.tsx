import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, safeHref, type ShopBillingCycle } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { SelectField } from '@portal/ui-kit/field';
import { formatMoney } from '@portal/ui-kit/format';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import type { ResellerShopItem } from './api/get-shop.ts';
import { usePlaceResellerOrder, type ResellerShopOrder } from './api/place-order.ts';
import { CYCLE, priceIn } from './cycles.ts';
import * as styles from './shop.css.ts';

/** An order that went through: what was bought and where it is paid. */
export interface PlacedOrder {
  order: ResellerShopOrder;
  item: ResellerShopItem;
  message?: string;
}

/**
 * The way to pay a placed order. The checkout address comes from the billing system and becomes a link
 * only when it is a web address; any other answer is said, so the reseller knows the order exists.
 */
export function Checkout({ placed, size }: { placed: PlacedOrder; size?: 'sm' }) {
  const { t } = useLingui();
  const href = safeHref(placed.order.checkout_url);
  const orderId = placed.order.order_id;
  if (!href) {
    return (
      <Alert tone="error" title={t`The checkout cannot be opened`}>
        <Trans>
          Order {orderId} was placed, but the billing system answered a checkout address that is not a web address. Pay the order in
          the billing system, or ask support.
        </Trans>
      </Alert>
    );
  }
  return (
    <Button asChild size={size}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <Trans>Continue to checkout</Trans>
      </a>
    </Button>
  );
}

function OrderPlaced({ placed, currency }: { placed: PlacedOrder; currency: string }) {
  const total = formatMoney(placed.order.total, placed.order.currency || currency);
  const name = placed.item.name;
  const linked = safeHref(placed.order.checkout_url) !== undefined;
  return (
    <div className={styles.dialogBody}>
      {placed.message ? <p className={styles.noticeText}>{placed.message}</p> : null}
      {linked ? (
        <p className={styles.muted}>
          <Trans>
            Pay {total} (tax included) at the checkout of the billing system; it opens in a new tab. {name} is set up as soon as the
            payment arrives.
          </Trans>
        </p>
      ) : (
        <Checkout placed={placed} />
      )}
      <Dialog.Footer>
        <Dialog.Close>
          <Trans>Back to the shop</Trans>
        </Dialog.Close>
        {linked ? <Checkout placed={placed} /> : null}
      </Dialog.Footer>
    </div>
  );
}

interface OrderValues {
  billing_cycle: string;
}

function OrderForm({ item, currency, cycle, onPlaced }: { item: ResellerShopItem; currency: string; cycle: ShopBillingCycle; onPlaced: (placed: PlacedOrder) => void }) {
  const { t } = useLingui();
  const place = usePlaceResellerOrder();
  const outcome = useOutcome();
  const options = item.prices.map((price) => {
    const label = t(CYCLE[price.billing_cycle].label);
    const amount = formatMoney(price.price, currency);
    return { value: price.billing_cycle, label: t`${label}: ${amount}` };
  });
  const start = priceIn(item, cycle) ? cycle : item.prices[0]?.billing_cycle;
  return (
    <Form<OrderValues>
      validate={(values) => ({ billing_cycle: values.billing_cycle ? undefined : t`Choose how often you want to pay.` })}
      onSubmit={(values) =>
        place.mutateAsync({ product_id: item.id, billing_cycle: values.billing_cycle as ShopBillingCycle }).then(
          ({ message, order }) => onPlaced({ order, item, message }),
          (error: unknown) => {
            // A 422 goes back to the form, next to its field; anything else is a 'Whoops!'.
            if (isApiError(error) && error.isValidation) throw error;
            outcome.failed(error);
          },
        )
      }
    >
      <div className={styles.dialogBody}>
        <SelectField label={t`Billing cycle`} name="billing_cycle" options={options} defaultValue={start} required />
        <FormError />
        <p className={styles.muted}>
          <Trans>Prices are before tax. The order is paid at the checkout of the billing system, which opens next.</Trans>
        </p>
        <Dialog.Footer>
          <Dialog.Close>
            <Trans>Keep looking</Trans>
          </Dialog.Close>
          <SubmitButton>{t`Place order`}</SubmitButton>
        </Dialog.Footer>
        {outcome.dialog}
      </div>
    </Form>
  );
}

interface OrderDialogProps {
  item: ResellerShopItem | null;
  currency: string;
  cycle: ShopBillingCycle;
  onClose: () => void;
  onPlaced: (placed: PlacedOrder) => void;
}

/** Ordering one item: its billing cycle, then the outcome with the way to the checkout. */
export function OrderDialog({ item, currency, cycle, onClose, onPlaced }: OrderDialogProps) {
  return (
    <Dialog.Root open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item ? <OrderDialogContent key={item.id} item={item} currency={currency} cycle={cycle} onPlaced={onPlaced} /> : null}
    </Dialog.Root>
  );
}

function OrderDialogContent({ item, currency, cycle, onPlaced }: Omit<OrderDialogProps, 'item' | 'onClose'> & { item: ResellerShopItem }) {
  const { t } = useLingui();
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const name = item.name;
  const safe = placed ? safeHref(placed.order.checkout_url) !== undefined : true;
  const placedNow = (next: PlacedOrder) => {
    setPlaced(next);
    onPlaced(next);
  };
  return (
    <Dialog.Content title={placed ? (safe ? t`Done!` : t`Whoops!`) : t`Order ${name}`} description={placed ? undefined : (item.description ?? undefined)}>
      {placed ? (
        <OrderPlaced placed={placed} currency={currency} />
      ) : (
        <OrderForm item={item} currency={currency} cycle={cycle} onPlaced={placedNow} />
      )}
    </Dialog.Content>
  );
}
