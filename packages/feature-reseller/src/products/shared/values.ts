import { t } from '@lingui/core/macro';
import type { FormValidationErrors } from '@portal/ui-kit/form';
import type { BillingCycle, ResellerProduct, ResellerProductInput, ResellerProductType } from '../api/types.ts';
import { BILLING_CYCLES } from './labels.ts';

/** The product form's fields as the form reads them; the limits keep the API's error names (`limits.streams`). */
export interface ProductValues {
  name: string;
  node_id: string;
  price: string;
  billing_cycle: string;
  'limits.streams': string;
  'limits.storage_gb': string;
  'limits.transcodes': string;
  description: string;
  active: boolean;
}

export type ProductField = keyof ProductValues;

/** The fields that follow a type's defaults: choosing another type starts them again. */
export const TYPE_FIELDS: readonly ProductField[] = ['price', 'limits.streams', 'limits.storage_gb', 'limits.transcodes'];

export const NAME_MAX = 100;
export const DESCRIPTION_MAX = 1000;
export const PRICE_MAX = 10000;

/** A new product's fields: the type's defaults, and the node when there is only one. */
export function valuesFromType(type: ResellerProductType, nodeIds: number[]): ProductValues {
  const { defaults } = type;
  return {
    name: '',
    node_id: nodeIds.length === 1 ? String(nodeIds[0]) : '',
    price: defaults.price.toFixed(2),
    billing_cycle: defaults.billing_cycle,
    'limits.streams': String(defaults.limits.streams),
    'limits.storage_gb': String(defaults.limits.storage_gb),
    'limits.transcodes': defaults.limits.transcodes === null || defaults.limits.transcodes === undefined ? '' : String(defaults.limits.transcodes),
    description: '',
    active: true,
  };
}

export function valuesFromProduct(product: ResellerProduct): ProductValues {
  const transcodes = product.limits.transcodes;
  return {
    name: product.name,
    node_id: String(product.node_id),
    price: product.price.toFixed(2),
    billing_cycle: product.billing_cycle,
    'limits.streams': String(product.limits.streams),
    'limits.storage_gb': String(product.limits.storage_gb),
    'limits.transcodes': transcodes === null || transcodes === undefined ? '' : String(transcodes),
    description: product.description ?? '',
    active: product.active,
  };
}

/** A price as typed: a decimal comma is read as a point. */
const priceOf = (text: string): number => Number(text.trim().replace(',', '.'));
const PRICE_PATTERN = /^\d+([.,]\d{1,2})?$/;
const WHOLE = /^\d+$/;

function wholeError(text: string, min: number, max: number | null | undefined): string | undefined {
  const value = text.trim();
  if (!WHOLE.test(value)) return t`Enter a whole number.`;
  const number = Number(value);
  if (number < min) return t`Enter at least ${min}.`;
  if (max !== null && max !== undefined && number > max) return t`Enter at most ${max}.`;
  return undefined;
}

/** The rules the server applies, checked before the round trip. */
export function validateProduct(values: ProductValues, type: ResellerProductType): FormValidationErrors<ProductValues> {
  const name = values.name.trim();
  const price = values.price.trim();
  const streams = values['limits.streams'].trim();
  const transcodes = values['limits.transcodes'].trim();
  const errors: FormValidationErrors<ProductValues> = {
    name: !name ? t`Enter the product’s name.` : [...name].length > NAME_MAX ? t`Use at most ${NAME_MAX} characters.` : undefined,
    node_id: values.node_id ? undefined : t`Choose the node the product deploys on.`,
    price: !price
      ? t`Enter the price.`
      : !PRICE_PATTERN.test(price)
        ? t`Enter an amount with at most two decimals, like 9.99.`
        : priceOf(price) > PRICE_MAX
          ? t`Enter at most ${PRICE_MAX}.`
          : undefined,
    billing_cycle: BILLING_CYCLES.some((cycle) => cycle === values.billing_cycle) ? undefined : t`Choose a billing cycle.`,
    'limits.streams': streams ? wholeError(streams, 1, type.max.streams) : t`Enter how many streams may play at once.`,
    'limits.storage_gb': values['limits.storage_gb'].trim() ? wholeError(values['limits.storage_gb'], 1, type.max.storage_gb) : t`Enter the storage.`,
    'limits.transcodes': transcodes ? wholeError(transcodes, 0, type.max.transcodes) : undefined,
    description: [...values.description.trim()].length > DESCRIPTION_MAX ? t`Use at most ${DESCRIPTION_MAX} characters.` : undefined,
  };
  if (!errors['limits.transcodes'] && !errors['limits.streams'] && transcodes && Number(transcodes) > Number(streams)) {
    errors['limits.transcodes'] = t`Allow no more transcodes than streams.`;
  }
  return errors;
}

export function toInput(values: ProductValues): ResellerProductInput {
  const transcodes = values['limits.transcodes'].trim();
  const description = values.description.trim();
  return {
    name: values.name.trim(),
    node_id: Number(values.node_id),
    price: priceOf(values.price),
    billing_cycle: BILLING_CYCLES.find((cycle) => cycle === values.billing_cycle) ?? ('monthly' satisfies BillingCycle),
    limits: {
      streams: Number(values['limits.streams']),
      storage_gb: Number(values['limits.storage_gb']),
      transcodes: transcodes ? Number(transcodes) : null,
    },
    description: description || null,
    active: values.active,
  };
}
