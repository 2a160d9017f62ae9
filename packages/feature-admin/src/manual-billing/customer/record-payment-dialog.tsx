import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog } from '@portal/ui-kit/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { formatDate, formatMoney } from '@portal/ui-kit/format';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useRecordPayment } from '../api/record-payment.ts';
import type { ManualBillingAccount, PaymentMethod } from '../api/types.ts';
import { parseAmount, PAYMENT_METHODS, todayUtc } from '../labels.ts';
import * as styles from '../manual-billing.css.ts';

interface PaymentValues {
  amount?: string;
  method?: string;
  date?: string;
  reference?: string;
  note?: string;
  /** One `invoice_{id}` checkbox per open invoice. */
  [invoice: `invoice_${number}`]: boolean | undefined;
}

export const REFERENCE_MAX = 64;
export const NOTE_MAX = 500;

function validate(values: PaymentValues): FormValidationErrors<PaymentValues> {
  const amount = (values.amount ?? '').trim();
  const parsed = parseAmount(amount);
  const date = values.date ?? '';
  return {
    amount: !amount ? t`Enter the amount paid.` : parsed === null ? t`Enter an amount like 41.14.` : Number(parsed) <= 0 ? t`The amount must be more than zero.` : undefined,
    method: values.method ? undefined : t`Choose how it was paid.`,
    date: !date ? t`Enter the day it was paid.` : date > todayUtc() ? t`The day cannot be in the future.` : undefined,
  };
}

function PaymentForm({ account, onRecorded }: { account: ManualBillingAccount; onRecorded: () => void }) {
  const { t, i18n } = useLingui();
  const record = useRecordPayment(account.customer.id);
  const outcome = useOutcome();
  const currency = account.currency;
  const open = account.open_invoices;
  const dueCents = open.reduce((sum, invoice) => sum + Math.round(Number(invoice.amount_due) * 100), 0);
  const due = formatMoney(dueCents / 100, currency);
  const methods = (Object.keys(PAYMENT_METHODS) as PaymentMethod[]).map((value) => ({ value, label: i18n._(PAYMENT_METHODS[value]) }));

  return (
    <Form<PaymentValues>
      aria-label={t`Record a payment`}
      validate={validate}
      onSubmit={async (values) => {
        const answer = await outcome.run(
          () =>
            record.mutateAsync({
              amount: parseAmount(values.amount) ?? '',
              method: values.method as PaymentMethod,
              date: values.date ?? '',
              reference: values.reference?.trim() || null,
              note: values.note?.trim() || null,
              ...(open.length > 0 ? { invoice_ids: open.filter((invoice) => values[`invoice_${invoice.id}`] === true).map((invoice) => invoice.id) } : {}),
            }),
          { success: t`The payment has been recorded.` },
        );
        if (answer) onRecorded();
      }}
    >
      <div className={styles.dialogBody}>
        <div className={styles.fieldRow}>
          <TextField
            name="amount"
            label={t`Amount`}
            required
            inputMode="decimal"
            autoComplete="off"
            description={open.length > 0 ? t`In ${currency}. The open invoices come to ${due}.` : t`In ${currency}.`}
          />
          <TextField name="date" label={t`Paid on`} type="date" required defaultValue={todayUtc()} max={todayUtc()} />
        </div>
        <SelectField
          name="method"
          label={t`Method`}
          required
          options={methods}
          defaultValue={account.preferred_method ?? undefined}
          placeholder={account.preferred_method ? undefined : t`Choose how it was paid`}
        />
        <TextField name="reference" label={t`Reference`} description={t`The transfer’s reference or the receipt number, if any.`} maxLength={REFERENCE_MAX} autoComplete="off" />
        {open.length > 0 ? (
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              <Trans>Apply to</Trans>
            </legend>
            <p className={styles.hint}>
              <Trans>The oldest due is paid first. Invoices left unticked stay open; what is left over is kept as credit.</Trans>
            </p>
            {open.map((invoice) => {
              const left = formatMoney(invoice.amount_due, invoice.currency);
              const dueOn = formatDate(invoice.due_date);
              return (
                <CheckboxField key={invoice.id} name={`invoice_${invoice.id}`} label={invoice.number} description={t`${left} to pay, due ${dueOn}`} defaultChecked />
              );
            })}
          </fieldset>
        ) : (
          <p className={styles.hint}>
            <Trans>No invoice is open: the payment is kept as credit.</Trans>
          </p>
        )}
        <TextAreaField name="note" label={t`Note`} rows={3} maxLength={NOTE_MAX} />
        <FormError />
        <Dialog.Footer>
          <SubmitButton>
            <Trans>Record payment</Trans>
          </SubmitButton>
          <Dialog.Close>
            <Trans>Cancel</Trans>
          </Dialog.Close>
        </Dialog.Footer>
      </div>
    </Form>
  );
}

/** Records a payment made outside the billing system and applies it to the open invoices. */
export function RecordPaymentDialog({ account, open, onOpenChange }: { account: ManualBillingAccount; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  const name = account.customer.name;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={t`Record a payment`} description={t`A payment ${name} made by hand: by bank transfer, in cash or another way.`}>
        {open ? <PaymentForm account={account} onRecorded={() => onOpenChange(false)} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}
