import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@portal/ui-kit/dialog';
import { SelectField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useRecordAdjustment } from '../api/record-adjustment.ts';
import type { AdjustmentInput, AdjustmentKind, ManualBillingAccount } from '../api/types.ts';
import { ADJUSTMENT_KINDS, parseAmount } from '../labels.ts';
import { pricePerCycle } from '../price.ts';
import * as styles from '../manual-billing.css.ts';
import { NOTE_MAX } from './record-payment-dialog.tsx';

interface ChangeValues {
  kind?: string;
  amount?: string;
  service_id?: string;
  product_id?: string;
  price?: string;
  reason?: string;
}

const KINDS = Object.keys(ADJUSTMENT_KINDS) as AdjustmentKind[];
const isKind = (value: string): value is AdjustmentKind => KINDS.includes(value as AdjustmentKind);

/** Checks what the chosen kind of change needs, before the round trip. */
function validate(values: ChangeValues): FormValidationErrors<ChangeValues> {
  const kind = values.kind ?? '';
  const amount = (values.amount ?? '').trim();
  const price = (values.price ?? '').trim();
  const errors: FormValidationErrors<ChangeValues> = {
    kind: isKind(kind) ? undefined : t`Choose what changes.`,
    reason: values.reason?.trim() ? undefined : t`Say why, for whoever reads this later.`,
  };
  if (kind === 'credit' || kind === 'debit') {
    errors.amount = !amount ? t`Enter the amount.` : parseAmount(amount) === null ? t`Enter an amount like 10.00.` : Number(parseAmount(amount)) <= 0 ? t`The amount must be more than zero.` : undefined;
  }
  if (kind === 'price-change' || kind === 'product-change') {
    errors.service_id = values.service_id ? undefined : t`Choose the service.`;
  }
  if (kind === 'product-change') errors.product_id = values.product_id ? undefined : t`Choose the new product.`;
  if (kind === 'price-change' && !price) errors.price = t`Enter the new price.`;
  else if (price && parseAmount(price) === null) errors.price = t`Enter a price like 17.00.`;
  return errors;
}

function toInput(values: ChangeValues): AdjustmentInput {
  const kind = values.kind as AdjustmentKind;
  const reason = values.reason?.trim() ?? '';
  if (kind === 'credit' || kind === 'debit') return { kind, reason, amount: parseAmount(values.amount) };
  const service = Number(values.service_id);
  const price = values.price?.trim() ? parseAmount(values.price) : null;
  if (kind === 'price-change') return { kind, reason, service_id: service, price };
  return { kind, reason, service_id: service, product_id: Number(values.product_id), price };
}

function ChangeForm({ account, onRecorded }: { account: ManualBillingAccount; onRecorded: () => void }) {
  const { t, i18n } = useLingui();
  const record = useRecordAdjustment(account.customer.id);
  const outcome = useOutcome();
  const [kind, setKind] = useState<AdjustmentKind | ''>('');
  const currency = account.currency;
  const services = account.services.filter((service) => service.status !== 'cancelled');
  const serviceOptions = services.map((service) => {
    const name = service.name;
    const price = pricePerCycle(service.price, currency, service.billing_cycle);
    return { value: String(service.id), label: t`${name} (${price})` };
  });
  const productOptions = account.products.map((product) => {
    const name = product.name;
    const price = pricePerCycle(product.price, currency, product.billing_cycle);
    return { value: String(product.id), label: t`${name} (${price})` };
  });

  return (
    <Form<ChangeValues>
      aria-label={t`Record a change`}
      validate={validate}
      onSubmit={async (values) => {
        const answer = await outcome.run(() => record.mutateAsync(toInput(values)), { success: t`The change has been recorded.` });
        if (answer) onRecorded();
      }}
    >
      <div className={styles.dialogBody}>
        <SelectField
          name="kind"
          label={t`What changes`}
          required
          placeholder={t`Choose a kind of change`}
          options={KINDS.map((value) => ({ value, label: i18n._(ADJUSTMENT_KINDS[value]) }))}
          value={kind}
          onChange={(event) => setKind(isKind(event.target.value) ? event.target.value : '')}
          description={
            kind === 'credit'
              ? t`Lowers what the customer owes, e.g. for an outage.`
              : kind === 'debit'
                ? t`Raises what the customer owes, e.g. for a one-off fee.`
                : kind === 'price-change'
                  ? t`The service keeps its product at another price from its next renewal.`
                  : kind === 'product-change'
                    ? t`The service moves to another product from its next renewal.`
                    : undefined
          }
        />
        {kind === 'credit' || kind === 'debit' ? (
          <TextField name="amount" label={t`Amount`} required inputMode="decimal" autoComplete="off" description={t`In ${currency}.`} />
        ) : null}
        {kind === 'price-change' || kind === 'product-change' ? (
          <SelectField name="service_id" label={t`Service`} required placeholder={t`Choose the service`} options={serviceOptions} />
        ) : null}
        {kind === 'product-change' ? (
          <SelectField name="product_id" label={t`New product`} required placeholder={t`Choose the product`} options={productOptions} />
        ) : null}
        {kind === 'price-change' || kind === 'product-change' ? (
          <TextField
            name="price"
            label={t`New price`}
            required={kind === 'price-change'}
            inputMode="decimal"
            autoComplete="off"
            description={kind === 'product-change' ? t`In ${currency} per billing cycle. Leave it empty for the product’s price.` : t`In ${currency} per billing cycle.`}
          />
        ) : null}
        <TextAreaField name="reason" label={t`Reason`} required rows={3} maxLength={NOTE_MAX} description={t`Kept with the change, for whoever reads the account later.`} />
        <FormError />
        <Dialog.Footer>
          <SubmitButton>
            <Trans>Record change</Trans>
          </SubmitButton>
          <Dialog.Close>
            <Trans>Cancel</Trans>
          </Dialog.Close>
        </Dialog.Footer>
      </div>
    </Form>
  );
}

/** Records a credit or a debit, or moves a service to another price or product, with the reason. */
export function RecordChangeDialog({ account, open, onOpenChange }: { account: ManualBillingAccount; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const name = account.customer.name;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={t`Record a change`} description={t`A credit, a debit or a new price or product for ${name}.`}>
        {open ? <ChangeForm account={account} onRecorded={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
