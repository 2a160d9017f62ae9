import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { CheckboxField, SelectField, type SelectOption } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { failureMessage, failureStatus, useOutcome } from '@portal/ui-kit/outcome';
import { SectionError, SectionLoading } from '@portal/ui-kit/section';
import { useState } from 'react';
import { useWhmcsMapping } from '../api/get-mapping.ts';
import { useWhmcsRemoteProducts } from '../api/get-remote-products.ts';
import { useSaveWhmcsMapping } from '../api/save-mapping.ts';
import type { WhmcsAutoSetup, WhmcsMapping, WhmcsRemoteProduct } from '../api/types.ts';
import { AUTO_SETUP, WHMCS_BASE } from '../shared/labels.ts';
import { WhmcsNotFound } from '../shared/not-found.tsx';
import { useWhmcsIds } from '../shared/route-ids.ts';
import * as styles from '../shared/whmcs.css.ts';

interface MappingValues {
  whmcs_product_id: string;
  auto_setup: string;
  send_invite: boolean;
  streams_option: string;
}

const AUTO_SETUP_VALUES = Object.keys(AUTO_SETUP) as WhmcsAutoSetup[];
const TYPE_NAMES = { plex: 'Plex', emby: 'Emby', jellyfin: 'Jellyfin' } as const;

function MappingForm({ mapping, remote }: { mapping: WhmcsMapping; remote: WhmcsRemoteProduct[] }) {
  const { t } = useLingui();
  const save = useSaveWhmcsMapping(mapping.product.id);
  const outcome = useOutcome();
  const [chosen, setChosen] = useState(mapping.whmcs_product_id === null ? '' : String(mapping.whmcs_product_id));
  const chosenProduct = remote.find((product) => String(product.id) === chosen) ?? null;
  const productOptions: SelectOption[] = [
    { value: '', label: t`Not mapped` },
    ...remote.map(({ id, name, group }) => ({ value: String(id), label: group ? t`${name} (${group})` : name })),
  ];
  // A mapping to a product WHMCS no longer lists stays visible, so saving does not drop it silently.
  if (chosen && !chosenProduct) productOptions.push({ value: chosen, label: t`WHMCS product #${chosen}` });
  const configurable = chosenProduct?.configurable_options ?? [];
  const streamsOptions: SelectOption[] = [{ value: '', label: t`None` }, ...configurable.map((name) => ({ value: name, label: name }))];
  const setupOptions: SelectOption[] = AUTO_SETUP_VALUES.map((value) => ({ value, label: t(AUTO_SETUP[value]) }));

  const submit = (values: MappingValues) =>
    outcome.run(
      () =>
        save.mutateAsync({
          whmcs_product_id: values.whmcs_product_id ? Number(values.whmcs_product_id) : null,
          auto_setup: AUTO_SETUP_VALUES.find((value) => value === values.auto_setup) ?? 'payment',
          send_invite: values.send_invite,
          streams_option: values.whmcs_product_id && values.streams_option ? values.streams_option : null,
        }),
      { success: t`The product mapping has been saved.` },
    );

  return (
    <>
      <Form<MappingValues> aria-label={t`WHMCS mapping`} onSubmit={submit} className={styles.fields}>
        <FormError />
        <SelectField
          label={t`WHMCS product`}
          name="whmcs_product_id"
          value={chosen}
          options={productOptions}
          onChange={(event) => setChosen(event.target.value)}
          description={t`The product in your WHMCS that sells this one. Orders of it create this product’s servers.`}
        />
        <SelectField label={t`Create the server`} name="auto_setup" defaultValue={mapping.auto_setup} options={setupOptions} disabled={!chosen} />
        <SelectField
          key={chosen}
          label={t`Configurable option for extra streams`}
          name="streams_option"
          defaultValue={chosenProduct && mapping.streams_option && configurable.includes(mapping.streams_option) ? mapping.streams_option : ''}
          options={streamsOptions}
          disabled={!chosen || configurable.length === 0}
          description={t`What a client picks for it in WHMCS is added to the product’s streams.`}
        />
        <CheckboxField
          label={t`E-mail the client an invite key when the server is created`}
          name="send_invite"
          defaultChecked={mapping.send_invite}
          disabled={!chosen}
        />
        <div className={styles.row}>
          <SubmitButton>
            <Trans>Save mapping</Trans>
          </SubmitButton>
        </div>
      </Form>
      {outcome.dialog}
    </>
  );
}

function RemoteProducts({ mapping }: { mapping: WhmcsMapping }) {
  const { t } = useLingui();
  const remote = useWhmcsRemoteProducts();
  if (remote.isPending) return <SectionLoading label={t`Loading the WHMCS products`} shape="form" />;
  if (remote.isError) {
    if (failureStatus(remote.error) === 409) {
      return (
        <Alert tone="warning" title={t`WHMCS is not linked yet`}>
          {failureMessage(remote.error)}
        </Alert>
      );
    }
    return <SectionError headingLevel={3} title={t`The WHMCS products could not be loaded`} error={remote.error} onRetry={() => void remote.refetch()} />;
  }
  return <MappingForm mapping={mapping} remote={remote.data} />;
}

/** `/app/reseller-panel/whmcs/products/{product}`: which WHMCS product sells a reseller product, and how WHMCS provisions it. */
export default function WhmcsProductScreen() {
  const { t } = useLingui();
  const { productId } = useWhmcsIds();
  const mapping = useWhmcsMapping(productId);
  if (mapping.isPending) return <SectionLoading label={t`Loading the mapping`} />;
  if (mapping.isError) {
    if (failureStatus(mapping.error) === 404) {
      return (
        <WhmcsNotFound
          title={t`Product not found`}
          description={t`This product does not exist, or it is not one of yours.`}
          back={{ to: WHMCS_BASE, label: t`Back to WHMCS` }}
        />
      );
    }
    return <SectionError headingLevel={2} title={t`The mapping could not be loaded`} error={mapping.error} onRetry={() => void mapping.refetch()} />;
  }
  const { product } = mapping.data;
  const name = product.name;
  const type = TYPE_NAMES[product.type];
  return (
    <Card title={t`${name} in WHMCS`} description={t`${type} product`}>
      <RemoteProducts mapping={mapping.data} />
    </Card>
  );
}
