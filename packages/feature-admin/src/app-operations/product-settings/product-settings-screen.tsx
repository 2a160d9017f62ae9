import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useState } from 'react';
import { useProductSettings } from '../api/get-product-settings.ts';
import type { ProductChoice, ProductSettings, ProductSettingsInput, ServerType, ShopOrder } from '../api/types.ts';
import { useUpdateProductSettings } from '../api/update-product-settings.ts';
import { useConfirmCustomerChanges } from '../shared/confirm-customer-changes.tsx';
import { textOf } from '../shared/form-values.ts';
import * as styles from '../shared/settings.css.ts';

const SERVER_TYPES: readonly ServerType[] = ['plex', 'emby', 'jellyfin'];

const TYPE_TITLES: Record<ServerType, MessageDescriptor> = {
  plex: msg`Plex servers`,
  emby: msg`Emby servers`,
  jellyfin: msg`Jellyfin servers`,
};

const SHOP_ORDERS: Record<ShopOrder, MessageDescriptor> = {
  position: msg`As arranged in the products list`,
  price_asc: msg`Cheapest first`,
  price_desc: msg`Most expensive first`,
  name: msg`By name`,
};

type Values = Record<string, unknown>;

const field = (type: ServerType, name: 'sold' | 'default_product_id' | 'trial_product_id') => `types.${type}.${name}`;

function idOf(value: unknown): number | null {
  const typed = textOf(value);
  return /^\d+$/.test(typed) ? Number(typed) : null;
}

function toInput(values: Values): ProductSettingsInput {
  const typeInput = (type: ServerType) => ({
    sold: values[field(type, 'sold')] === true,
    default_product_id: idOf(values[field(type, 'default_product_id')]),
    trial_product_id: idOf(values[field(type, 'trial_product_id')]),
  });
  return {
    types: { plex: typeInput('plex'), emby: typeInput('emby'), jellyfin: typeInput('jellyfin') },
    shop_order: textOf(values.shop_order) as ShopOrder,
  };
}

function TypeFields({ type, settings, products }: { type: ServerType; settings: ProductSettings; products: ProductChoice[] }) {
  const { t } = useLingui();
  const current = settings.types[type];
  const [sold, setSold] = useState(current.sold);
  const own = products.filter((product) => product.server_type === type && product.active !== false);
  const trials = own.filter((product) => product.trial_available !== false);
  return (
    <fieldset className={styles.panel}>
      <legend className={styles.legend}>{t(TYPE_TITLES[type])}</legend>
      <SwitchField
        name={field(type, 'sold')}
        label={t`On sale`}
        description={sold ? t`Customers can order servers of this type in the shop.` : t`The shop does not offer this type; running servers keep working.`}
        defaultChecked={current.sold}
        onCheckedChange={setSold}
      />
      <div className={styles.fieldRow}>
        <SelectField
          name={field(type, 'default_product_id')}
          label={t`Default product`}
          description={t`Shown first in the shop with a Recommended badge.`}
          defaultValue={current.default_product_id === null ? '' : String(current.default_product_id)}
          options={[{ value: '', label: t`None` }, ...own.map((product) => ({ value: String(product.id), label: product.name }))]}
        />
        <SelectField
          name={field(type, 'trial_product_id')}
          label={t`Trial product`}
          description={t`What an approved trial of this type runs on unless the approving admin chooses another product. Only products that offer trials are listed.`}
          defaultValue={current.trial_product_id === null ? '' : String(current.trial_product_id)}
          options={[{ value: '', label: t`No trials of this type` }, ...trials.map((product) => ({ value: String(product.id), label: product.name }))]}
        />
      </div>
    </fieldset>
  );
}

function ProductSettingsForm({ settings }: { settings: ProductSettings }) {
  const { t } = useLingui();
  const update = useUpdateProductSettings();
  const outcome = useOutcome();
  const confirm = useConfirmCustomerChanges();
  const products = settings.products ?? [];

  const validate = (values: Values) => {
    const errors: Record<string, string | undefined> = {};
    for (const type of SERVER_TYPES) {
      if (values[field(type, 'sold')] === true && idOf(values[field(type, 'default_product_id')]) === null) {
        errors[field(type, 'default_product_id')] = t`Choose the product the shop recommends, or take the type off sale.`;
      }
    }
    if (!SERVER_TYPES.some((type) => values[field(type, 'sold')] === true)) errors[field('plex', 'sold')] = t`Keep at least one server type on sale.`;
    return errors;
  };

  const customerChanges = (input: ProductSettingsInput): string[] => {
    const changes: string[] = [];
    for (const type of SERVER_TYPES) {
      const before = settings.types[type];
      const after = input.types[type];
      const title = t(TYPE_TITLES[type]);
      if (after.sold !== before.sold) changes.push(after.sold ? t`${title}: the shop offers them again.` : t`${title}: the shop no longer offers them.`);
      if (after.default_product_id !== before.default_product_id) changes.push(t`${title}: the shop recommends another product.`);
      if (after.trial_product_id !== before.trial_product_id) changes.push(t`${title}: new trials run on another product.`);
    }
    if (input.shop_order !== settings.shop_order) changes.push(t`The shop lists products: ${t(SHOP_ORDERS[input.shop_order])}.`);
    return changes;
  };

  const save = async (values: Values) => {
    const input = toInput(values);
    if (!(await confirm.ask(customerChanges(input)))) return;
    await outcome.run(() => update.mutateAsync(input), { success: t`The product settings have been saved.` });
  };

  const updated = settings.updated_at;
  return (
    <Card
      title={t`Product settings`}
      description={updated ? t`What the shop sells and in which order. Last saved ${formatDateTime(updated)}.` : t`What the shop sells and in which order.`}
    >
      <Form<Values> className={styles.form} aria-label={t`Product settings`} validate={validate} onSubmit={save}>
        <FormError />
        <p className={styles.customerNote}>
          <Trans>Everything here changes what customers see in the shop and on their servers' billing.</Trans>
        </p>
        {SERVER_TYPES.map((type) => (
          <TypeFields key={type} type={type} settings={settings} products={products} />
        ))}
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>The shop</Trans>
          </legend>
          <div className={styles.fieldRow}>
            <SelectField
              name="shop_order"
              label={t`Order of the shop`}
              description={t`How the shop lists the products of each category.`}
              defaultValue={settings.shop_order}
              options={(Object.keys(SHOP_ORDERS) as ShopOrder[]).map((value) => ({ value, label: t(SHOP_ORDERS[value]) }))}
            />
          </div>
        </fieldset>
        <div className={styles.footer}>
          <SubmitButton>
            <Trans>Save product settings</Trans>
          </SubmitButton>
        </div>
      </Form>
      {confirm.dialog}
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/app-management/product-settings`: which server types are sold, their default and trial products and the shop's order. */
export default function ProductSettingsScreen() {
  const { t } = useLingui();
  const settings = useProductSettings();
  return (
    <Section query={settings} loading={t`Loading the product settings`} error={t`The product settings could not be loaded`} headingLevel={2}>
      {(data) => <ProductSettingsForm settings={data} />}
    </Section>
  );
}
