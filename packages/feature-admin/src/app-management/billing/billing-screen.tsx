import { msg, plural, t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, requiredError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatDateTime, formatNumber } from '@portal/ui-kit/format';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useBillingSettings } from '../api/get-billing.ts';
import type { BillingInput, BillingSettings } from '../api/types.ts';
import { useUpdateBillingSettings } from '../api/update-billing.ts';
import { settingHint, useCustomerConfirm } from '../shared/customer-change.tsx';
import * as styles from '../shared/settings.css.ts';

interface BillingValues {
  whmcs_display_user_invoices: boolean;
  currency: string;
  tax_enabled: boolean;
  tax_name: string;
  tax_rate: string;
  prices_include_tax: boolean;
  invoice_due_days: string;
  grace_period_days: string;
  past_due_action: string;
  reminder_days_before_due: string;
}

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD'] as const;

const PAST_DUE_ACTIONS = [
  { value: 'notify', label: msg`Keep reminding; the servers keep running` },
  { value: 'suspend', label: msg`Suspend the servers until the invoice is paid` },
  { value: 'stop', label: msg`Stop the servers and cancel the service` },
] as const;

function days(value: string, max: number): number | null {
  const raw = text(value);
  if (!/^\d+$/.test(raw)) return null;
  const number = Number(raw);
  return number <= max ? number : null;
}

/** The rate as typed, with a comma or a dot for the decimals. */
function rate(value: string): number | null {
  const raw = text(value).replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(raw)) return null;
  const number = Number(raw);
  return number <= 50 ? number : null;
}

function validateBilling(values: BillingValues): FormValidationErrors<BillingValues> {
  return {
    tax_name: values.tax_enabled ? requiredError(text(values.tax_name), translate`Enter the tax's name as invoices show it, like VAT.`) ?? (text(values.tax_name).length > 30 ? translate`Use at most 30 characters.` : undefined) : undefined,
    tax_rate: values.tax_enabled && rate(values.tax_rate) === null ? translate`Enter a rate from 0 to 50 percent, like 19 or 7.5.` : undefined,
    invoice_due_days: days(values.invoice_due_days, 60) === null ? translate`Enter a number of days from 0 to 60.` : undefined,
    grace_period_days: days(values.grace_period_days, 60) === null ? translate`Enter a number of days from 0 to 60.` : undefined,
    reminder_days_before_due: days(values.reminder_days_before_due, 30) === null ? translate`Enter a number of days from 0 to 30.` : undefined,
  };
}

function billingInput(values: BillingValues): BillingInput {
  return {
    whmcs_display_user_invoices: values.whmcs_display_user_invoices,
    currency: values.currency as BillingInput['currency'],
    tax_enabled: values.tax_enabled,
    tax_name: text(values.tax_name) || null,
    tax_rate: text(values.tax_rate) ? rate(values.tax_rate) : null,
    prices_include_tax: values.prices_include_tax,
    invoice_due_days: Number(text(values.invoice_due_days)),
    grace_period_days: Number(text(values.grace_period_days)),
    past_due_action: values.past_due_action as BillingInput['past_due_action'],
    reminder_days_before_due: Number(text(values.reminder_days_before_due)),
  };
}

function customerChanges(before: BillingSettings, after: BillingInput): string[] {
  const changes: string[] = [];
  if (after.whmcs_display_user_invoices !== before.whmcs_display_user_invoices) {
    changes.push(after.whmcs_display_user_invoices ? translate`The customer menu shows Invoices.` : translate`The customer menu no longer shows Invoices.`);
  }
  if (after.currency !== before.currency) {
    const currency = after.currency;
    changes.push(translate`New invoices are in ${currency}.`);
  }
  const taxChanged =
    after.tax_enabled !== before.tax_enabled ||
    (after.tax_enabled && (after.tax_name !== before.tax_name || after.tax_rate !== before.tax_rate || after.prices_include_tax !== before.prices_include_tax));
  if (taxChanged) {
    const name = after.tax_name ?? '';
    const percent = formatNumber(after.tax_rate ?? 0);
    changes.push(after.tax_enabled ? translate`New invoices show ${name} at ${percent} %.` : translate`New invoices show no tax.`);
  }
  if (after.invoice_due_days !== before.invoice_due_days) {
    const count = after.invoice_due_days;
    changes.push(plural(count, { one: 'New invoices are due # day after they are issued.', other: 'New invoices are due # days after they are issued.' }));
  }
  if (after.grace_period_days !== before.grace_period_days || after.past_due_action !== before.past_due_action) {
    const count = after.grace_period_days;
    changes.push(
      after.past_due_action === 'notify'
        ? translate`Unpaid invoices only bring reminders; servers keep running.`
        : after.past_due_action === 'suspend'
          ? plural(count, { one: 'Servers are suspended # day after an unpaid invoice was due.', other: 'Servers are suspended # days after an unpaid invoice was due.' })
          : plural(count, { one: 'Servers are stopped and cancelled # day after an unpaid invoice was due.', other: 'Servers are stopped and cancelled # days after an unpaid invoice was due.' }),
    );
  }
  if (after.reminder_days_before_due !== before.reminder_days_before_due) {
    const count = after.reminder_days_before_due;
    changes.push(plural(count, { one: 'The payment reminder comes # day before an invoice is due.', other: 'The payment reminder comes # days before an invoice is due.' }));
  }
  return changes;
}

function BillingForm({ settings }: { settings: BillingSettings }) {
  const { t } = useLingui();
  const update = useUpdateBillingSettings();
  const outcome = useOutcome();
  const customers = useCustomerConfirm();
  const updatedAt = settings.updated_at ? formatDateTime(settings.updated_at) : null;
  const currencies = CURRENCIES.includes(settings.currency as (typeof CURRENCIES)[number]) ? CURRENCIES : [settings.currency, ...CURRENCIES];

  const submit = (values: BillingValues) => {
    const input = billingInput(values);
    return customers.confirm(customerChanges(settings, input), () =>
      outcome.run(() => update.mutateAsync(input), { success: t`The billing settings have been saved` }),
    );
  };

  return (
    <Card
      title={t`Products and billing`}
      description={updatedAt ? t`How customers are billed for their products. Invoices already issued keep their amounts and dates. Last changed ${updatedAt}.` : t`How customers are billed for their products. Invoices already issued keep their amounts and dates.`}
    >
      <Form<BillingValues> validate={validateBilling} onSubmit={submit}>
        <FormError />
        <div className={styles.formGrid}>
          <SwitchField
            className={styles.wide}
            label={t`Show invoices to customers`}
            name="whmcs_display_user_invoices"
            defaultChecked={settings.whmcs_display_user_invoices}
            description={settingHint(t`Customers find their invoices from the billing system under Invoices in their menu.`, t`The customer menu changes at once.`)}
          />
          <SelectField
            label={t`Currency`}
            name="currency"
            defaultValue={settings.currency}
            options={currencies.map((currency) => ({ value: currency, label: currency }))}
            description={settingHint(t`The currency of new invoices and of the shop's prices.`, t`Customers see prices and invoices in it.`)}
          />
          <SelectField
            label={t`When an invoice is not paid`}
            name="past_due_action"
            defaultValue={settings.past_due_action}
            options={PAST_DUE_ACTIONS.map((option) => ({ value: option.value, label: t(option.label) }))}
            description={settingHint(t`What happens once the grace period after the due date is over.`, t`Customers with unpaid invoices are affected.`)}
          />
          <fieldset className={`${styles.fieldset} ${styles.wide}`}>
            <legend className={styles.legend}>{t`Tax`}</legend>
            <div className={styles.formGrid}>
              <SwitchField
                className={styles.wide}
                label={t`Charge tax`}
                name="tax_enabled"
                defaultChecked={settings.tax_enabled}
                description={settingHint(t`Adds the tax below to new invoices.`, t`Customers see it on their invoices.`)}
              />
              <TextField label={t`Name of the tax`} name="tax_name" defaultValue={settings.tax_name ?? ''} autoComplete="off" description={t`As invoices show it, like VAT or GST. Needed when tax is charged.`} />
              <TextField
                label={t`Tax rate (%)`}
                name="tax_rate"
                inputMode="decimal"
                defaultValue={settings.tax_rate === null ? '' : String(settings.tax_rate)}
                autoComplete="off"
                description={t`From 0 to 50 percent. Needed when tax is charged.`}
              />
              <SwitchField
                className={styles.wide}
                label={t`Prices include tax`}
                name="prices_include_tax"
                defaultChecked={settings.prices_include_tax}
                description={t`On: the shop's prices already contain the tax. Off: the tax is added to them.`}
              />
            </div>
          </fieldset>
          <fieldset className={`${styles.fieldset} ${styles.wide}`}>
            <legend className={styles.legend}>{t`Due dates`}</legend>
            <div className={styles.formGrid}>
              <TextField
                label={t`Invoice due after (days)`}
                name="invoice_due_days"
                inputMode="numeric"
                required
                defaultValue={String(settings.invoice_due_days)}
                autoComplete="off"
                description={settingHint(t`Days between issuing an invoice and its due date, from 0 to 60.`, t`Customers see the due date on their invoices.`)}
              />
              <TextField
                label={t`Grace period (days)`}
                name="grace_period_days"
                inputMode="numeric"
                required
                defaultValue={String(settings.grace_period_days)}
                autoComplete="off"
                description={t`Days after the due date before an unpaid invoice has consequences, from 0 to 60.`}
              />
              <TextField
                label={t`Reminder before the due date (days)`}
                name="reminder_days_before_due"
                inputMode="numeric"
                required
                defaultValue={String(settings.reminder_days_before_due)}
                autoComplete="off"
                description={t`When customers get an e-mail about an invoice that is about to be due; 0 for none.`}
              />
            </div>
          </fieldset>
        </div>
        <div className={styles.formActions}>
          <SubmitButton>{t`Save billing settings`}</SubmitButton>
        </div>
      </Form>
      {customers.dialog}
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/app-management/products-and-billing`: the billing settings. */
export default function BillingScreen() {
  const { t } = useLingui();
  const settings = useBillingSettings();
  return (
    <Section query={settings} headingLevel={2} loading={t`Loading the billing settings`} error={t`The billing settings could not be loaded`}>
      {(data) => <BillingForm settings={data} />}
    </Section>
  );
}
