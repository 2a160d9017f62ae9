import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, safeHref, type ShopBillingCycle, type ShopProduct } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { Dialog } from '@portal/ui-kit/dialog';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { formatMoney } from '@portal/ui-kit/format';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { TextLink } from '@portal/ui-kit/link';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { BILLING_CYCLE } from '../invoices/billing-format.ts';
import { useInvoiceAccess } from '../invoices/use-invoice-access.ts';
import { usePlaceOrder } from './api/place-order.ts';
import { useShopStore, type PlacedOrder } from './shop-store.tsx';
import * as styles from './shop.css.ts';

interface OrderValues {
  billing_cycle: string;
  promo_code: string;
}

const PROMO_CODE_MAX = 32;

function validate(values: OrderValues) {
  return {
    billing_cycle: values.billing_cycle ? undefined : t`Choose how often you want to pay.`,
    promo_code: values.promo_code.trim().length > PROMO_CODE_MAX ? t`A promo code has at most ${PROMO_CODE_MAX} characters.` : undefined,
  };
}

/**
 * The confirmation step: billing cycle, promo code, and the order. A 422 lands next to its
 * field; any other failure (no billing-system account, billing system not set up, no answer)
 * is a 'Whoops!' with the server's message over the form, which keeps what was entered.
 */
function OrderForm({ product, onPlaced }: { product: ShopProduct; onPlaced: (placed: PlacedOrder) => void }) {
  const { t } = useLingui();
  const placeOrder = usePlaceOrder();
  const outcome = useOutcome();
  const money = (amount: string) => formatMoney(amount, product.currency);
  const options = product.prices.map((price) => {
    const cycle = t(BILLING_CYCLE[price.billing_cycle].label);
    const amount = money(price.price);
    return { value: price.billing_cycle, label: t`${cycle}: ${amount}` };
  });

  return (
    <Form<OrderValues>
      validate={validate}
      onSubmit={async (values) => {
        try {
          const { message, order } = await placeOrder.mutateAsync({
            product_id: product.id,
            billing_cycle: values.billing_cycle as ShopBillingCycle,
            promo_code: values.promo_code.trim() || null,
          });
          onPlaced({ order, product, message });
        } catch (error) {
          if (isApiError(error) && error.isValidation) throw error;
          outcome.failed(error);
        }
      }}
    >
      <div className={styles.dialogBody}>
        <SelectField label={t`Billing cycle`} name="billing_cycle" options={options} defaultValue={product.prices[0]?.billing_cycle} required />
        <TextField
          label={t`Promo code`}
          name="promo_code"
          description={t`If you have one.`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <p className={styles.note}>
          <Trans>
            Prices are before tax; the invoice adds the tax that applies to you. Placing the order opens an invoice that you pay in the
            billing system.
          </Trans>
        </p>
        <FormError />
        <Dialog.Footer>
          <Dialog.Close>
            <Trans>Cancel</Trans>
          </Dialog.Close>
          <SubmitButton>
            <Trans>Place order</Trans>
          </SubmitButton>
        </Dialog.Footer>
      </div>
      {outcome.dialog}
    </Form>
  );
}

/** What the user does next: pay at the checkout (a new tab, so the portal stays open), then wait for the server. */
function OrderPlaced({ placed }: { placed: PlacedOrder }) {
  const access = useInvoiceAccess();
  const hintId = useId();
  const { order, product } = placed;
  const checkoutUrl = safeHref(order.checkout_url);
  const total = formatMoney(order.total, order.currency);
  const productName = product.name;
  return (
    <div className={styles.dialogBody}>
      <p className={styles.note}>{placed.message}</p>
      <h3 className={styles.stepsTitle}>
        <Trans>What happens next</Trans>
      </h3>
      <ol className={styles.steps}>
        <li>
          <Trans>Pay {total} at the checkout of the billing system.</Trans>
        </li>
        <li>
          <Trans>
            As soon as the payment arrives, your {productName} server is set up. It appears on your dashboard, usually within a few minutes.
          </Trans>
        </li>
        <li>
          {access === 'available' ? (
            <Trans>
              You find the invoice under{' '}
              <TextLink asChild>
                <Link to={`/invoices/${order.invoice_id}`}>Invoices</Link>
              </TextLink>
              , and the billing system e-mails it to you.
            </Trans>
          ) : (
            <Trans>The billing system e-mails you the invoice.</Trans>
          )}
        </li>
      </ol>
      <p id={hintId} className={styles.checkoutHint}>
        <Trans>The checkout opens in a new tab, so this page stays open.</Trans>
      </p>
      <Dialog.Footer>
        <Dialog.Close>
          <Trans>Back to the shop</Trans>
        </Dialog.Close>
        {checkoutUrl ? (
          <Button asChild>
            <a href={checkoutUrl} target="_blank" rel="noopener noreferrer" aria-describedby={hintId}>
              <Trans>Continue to checkout</Trans>
            </a>
          </Button>
        ) : null}
      </Dialog.Footer>
    </div>
  );
}

function OrderDialogContent({ product }: { product: ShopProduct }) {
  const orderPlaced = useShopStore((state) => state.orderPlaced);
  // The order placed from this dialog; the dialog's content is mounted anew for every product.
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const { t } = useLingui();
  const name = product.name;
  return (
    <Dialog.Content
      title={placed ? t`Done!` : t`Order ${name}`}
      description={placed ? undefined : product.description ?? undefined}
    >
      {placed ? (
        <OrderPlaced placed={placed} />
      ) : (
        <OrderForm
          product={product}
          onPlaced={(next) => {
            setPlaced(next);
            orderPlaced(next);
          }}
        />
      )}
    </Dialog.Content>
  );
}

export function OrderDialog() {
  const product = useShopStore((state) => state.ordering);
  const closeOrder = useShopStore((state) => state.closeOrder);
  return (
    <Dialog.Root open={product !== null} onOpenChange={(open) => (open ? undefined : closeOrder())}>
      {product ? <OrderDialogContent key={product.id} product={product} /> : null}
    </Dialog.Root>
  );
}
