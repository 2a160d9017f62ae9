import { useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { BILLING_CYCLE, BILLING_CYCLES } from './billing.ts';
import type { ProductValues } from './product-values.ts';
import * as styles from './product-fields.css.ts';

export interface ProductFieldsProps {
  /** What the fields start with (uncontrolled: typing is never interrupted). */
  values: Partial<ProductValues>;
  /** The product's currency, for the price's label. */
  currency?: string;
  /** A product's page offers to deactivate it; a new product is active. */
  showActive?: boolean;
  /** A switch was flipped (text fields report through the form's own change events). */
  onSwitch?: (name: 'trial_available' | 'visible' | 'active', checked: boolean) => void;
}

/** A product's settings, the same on the last step of the creation and on the product's page. */
export function ProductFields({ values, currency, showActive = false, onSwitch }: ProductFieldsProps) {
  const { t } = useLingui();
  return (
    <div className={styles.fields}>
      <TextField label={t`Name`} name="name" defaultValue={values.name ?? ''} required autoComplete="off" className={styles.wide} />
      <TextAreaField
        label={t`Description`}
        name="description"
        defaultValue={values.description ?? ''}
        description={t`Shown to customers in the shop.`}
        rows={3}
        className={styles.wide}
      />
      <TextField
        label={currency ? t`Price (${currency})` : t`Price`}
        name="price"
        type="number"
        inputMode="decimal"
        min="0"
        step="0.01"
        defaultValue={values.price ?? ''}
        required
      />
      <SelectField
        label={t`Billing cycle`}
        name="billing_cycle"
        defaultValue={values.billing_cycle ?? 'monthly'}
        options={BILLING_CYCLES.map((cycle) => ({ value: cycle, label: t(BILLING_CYCLE[cycle]) }))}
      />
      <TextField
        label={t`WHMCS product ID`}
        name="whmcs_product_id"
        type="number"
        inputMode="numeric"
        min="1"
        defaultValue={values.whmcs_product_id ?? ''}
        description={t`Links orders and invoices in WHMCS to this product.`}
        className={styles.wide}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t`Resources`}</legend>
        <p className={styles.hint}>{t`What each service of this product gets. Leave a field empty for no limit.`}</p>
        <div className={styles.resources}>
          <TextField label={t`Storage (GB)`} name="storage_gb" type="number" inputMode="numeric" min="0" defaultValue={values.storage_gb ?? ''} />
          <TextField label={t`Simultaneous streams`} name="max_streams" type="number" inputMode="numeric" min="1" defaultValue={values.max_streams ?? ''} />
          <TextField label={t`Memory (GB)`} name="ram_gb" type="number" inputMode="numeric" min="1" defaultValue={values.ram_gb ?? ''} />
        </div>
      </fieldset>
      <div className={styles.switches}>
        <SwitchField
          label={t`Trial available`}
          name="trial_available"
          description={t`Customers can ask to try it before they pay.`}
          defaultChecked={values.trial_available ?? false}
          onCheckedChange={(checked) => onSwitch?.('trial_available', checked)}
        />
        <SwitchField
          label={t`Visible in the shop`}
          name="visible"
          description={t`A hidden product is ordered through its link only.`}
          defaultChecked={values.visible ?? true}
          onCheckedChange={(checked) => onSwitch?.('visible', checked)}
        />
        {showActive ? (
          <SwitchField
            label={t`Active`}
            name="active"
            description={t`An inactive product can no longer be ordered; its services keep running.`}
            defaultChecked={values.active ?? true}
            onCheckedChange={(checked) => onSwitch?.('active', checked)}
          />
        ) : null}
      </div>
    </div>
  );
}
