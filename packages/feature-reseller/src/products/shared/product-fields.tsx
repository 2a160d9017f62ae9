import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField, TextAreaField, TextField, type SelectOption } from '@portal/ui-kit/field';
import type { FormEvent } from 'react';
import type { ResellerProductNode, ResellerProductType } from '../api/types.ts';
import { BILLING_CYCLES, CYCLE_LABELS } from './labels.ts';
import * as styles from './products.css.ts';
import { DESCRIPTION_MAX, NAME_MAX, type ProductField, type ProductValues } from './values.ts';

export interface ProductFieldsProps {
  type: ResellerProductType;
  nodes: ResellerProductNode[];
  initial: ProductValues;
  currency: string;
  /** Every change of a field, as it is typed (the creation's draft keeps them). */
  onValueChange?: (name: ProductField, value: string | boolean) => void;
}

const FIELDS = new Set<string>(['name', 'node_id', 'price', 'billing_cycle', 'limits.streams', 'limits.storage_gb', 'limits.transcodes', 'description']);

/** Reads a change of one of the product's fields from the form's `onChange`, for `onValueChange`. */
export function fieldChange(event: FormEvent<HTMLFormElement>): [ProductField, string] | null {
  const target = event.target as Partial<HTMLInputElement>;
  if (typeof target.name !== 'string' || !FIELDS.has(target.name) || typeof target.value !== 'string') return null;
  return [target.name as ProductField, target.value];
}

/** The settings of a product, shared by its creation and its page. */
export function ProductFields({ type, nodes, initial, currency, onValueChange }: ProductFieldsProps) {
  const { t } = useLingui();
  const nodeOptions: SelectOption[] = nodes.map(({ id, name, location }) => ({ value: String(id), label: location ? t`${name} (${location})` : name }));
  // A product's node that the list no longer holds stays visible, so saving does not move it silently.
  if (initial.node_id && !nodeOptions.some((option) => option.value === initial.node_id)) {
    const id = initial.node_id;
    nodeOptions.push({ value: id, label: t`Node #${id}` });
  }
  const cycleOptions: SelectOption[] = BILLING_CYCLES.map((cycle) => ({ value: cycle, label: t(CYCLE_LABELS[cycle]) }));
  const maxStreams = type.max.streams;
  const maxStorage = type.max.storage_gb;
  const maxTranscodes = type.max.transcodes;
  return (
    <div className={styles.fields}>
      <TextField label={t`Name`} name="name" defaultValue={initial.name} autoComplete="off" maxLength={NAME_MAX} description={t`What your customers see when they order it.`} />
      <SelectField
        label={t`Node`}
        name="node_id"
        defaultValue={initial.node_id}
        options={nodeOptions}
        placeholder={initial.node_id ? undefined : t`Choose a node`}
        description={t`Where the product’s servers are deployed.`}
      />
      <TextField
        label={t`Price`}
        name="price"
        defaultValue={initial.price}
        inputMode="decimal"
        autoComplete="off"
        description={t`In ${currency}, per billing cycle.`}
      />
      <SelectField label={t`Billing cycle`} name="billing_cycle" defaultValue={initial.billing_cycle} options={cycleOptions} />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Trans>Limits</Trans>
        </legend>
        <TextField
          label={t`Streams at once`}
          name="limits.streams"
          defaultValue={initial['limits.streams']}
          inputMode="numeric"
          autoComplete="off"
          description={t`Up to ${maxStreams}.`}
        />
        <TextField
          label={t`Storage (GB)`}
          name="limits.storage_gb"
          defaultValue={initial['limits.storage_gb']}
          inputMode="numeric"
          autoComplete="off"
          description={t`Up to ${maxStorage} GB.`}
        />
        <TextField
          label={t`Transcodes at once`}
          name="limits.transcodes"
          defaultValue={initial['limits.transcodes']}
          inputMode="numeric"
          autoComplete="off"
          description={maxTranscodes === null || maxTranscodes === undefined ? t`Optional.` : t`Optional; up to ${maxTranscodes}, and no more than the streams.`}
        />
      </fieldset>
      <TextAreaField
        className={styles.wide}
        label={t`Description`}
        name="description"
        defaultValue={initial.description}
        rows={3}
        maxLength={DESCRIPTION_MAX}
        description={t`Optional; shown with the product when it is ordered.`}
      />
      <SwitchField
        className={styles.wide}
        label={t`Active`}
        name="active"
        defaultChecked={initial.active}
        description={t`Only active products can be ordered; an inactive one keeps its servers.`}
        onCheckedChange={(checked) => onValueChange?.('active', checked)}
      />
    </div>
  );
}
