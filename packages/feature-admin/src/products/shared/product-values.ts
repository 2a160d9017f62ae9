import { t } from '@lingui/core/macro';
import { maxLengthError, requiredError, text } from '@portal/ui-kit/form';
import type { AdminProduct, AdminProductInput, AdminProductType, BillingCycle } from '../api/types.ts';
import { BILLING_CYCLES } from './billing.ts';

/** A product's settings as the form holds them: text as typed, switches as flags. */
export interface ProductValues {
  name: string;
  description: string;
  price: string;
  billing_cycle: string;
  whmcs_product_id: string;
  storage_gb: string;
  max_streams: string;
  ram_gb: string;
  trial_available: boolean;
  visible: boolean;
  /** Only on a product's page: a new product is active. */
  active?: boolean;
}

export type ProductField = keyof ProductValues;

/** The fields that take what a product's type gives (its storage, streams and memory). */
export const RESOURCE_FIELDS = ['storage_gb', 'max_streams', 'ram_gb'] as const satisfies readonly ProductField[];

const NAME_MAX = 255;
const DESCRIPTION_MAX = 2000;
const PRICE = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^\d+$/;

const isCycle = (value: string): value is BillingCycle => (BILLING_CYCLES as readonly string[]).includes(value);
const wholeOrNull = (value: string): number | null => (text(value) === '' ? null : Number(text(value)));
const asText = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** The values a new product of the type starts with. */
export function valuesForType(type: AdminProductType): Partial<ProductValues> {
  return {
    storage_gb: asText(type.defaults?.storage_gb),
    max_streams: asText(type.defaults?.max_streams),
    ram_gb: asText(type.defaults?.ram_gb),
  };
}

/** The form's values for a product as it is. */
export function valuesOfProduct(product: AdminProduct): ProductValues {
  return {
    name: product.name,
    description: product.description ?? '',
    price: product.price,
    billing_cycle: product.billing_cycle,
    whmcs_product_id: asText(product.whmcs_product_id),
    storage_gb: asText(product.resources?.storage_gb),
    max_streams: asText(product.resources?.max_streams),
    ram_gb: asText(product.resources?.ram_gb),
    trial_available: product.trial_available ?? false,
    visible: product.visible ?? true,
    active: product.active ?? true,
  };
}

/** What the form checks before sending; the server checks the rest (a name in use, say). */
export function productErrors(values: ProductValues): Partial<Record<ProductField, string>> {
  const whole = (value: string, min: number, message: string) => {
    const typed = text(value);
    return typed === '' || (WHOLE.test(typed) && Number(typed) >= min) ? undefined : message;
  };
  return {
    name: requiredError(values.name, t`Enter the product’s name.`) ?? maxLengthError(values.name, NAME_MAX, t`Use at most 255 characters.`),
    description: maxLengthError(values.description, DESCRIPTION_MAX, t`Use at most 2,000 characters.`),
    price: requiredError(values.price, t`Enter the price.`) ?? (PRICE.test(text(values.price)) ? undefined : t`Enter an amount like 9.00, with at most two decimals.`),
    billing_cycle: isCycle(values.billing_cycle) ? undefined : t`Choose a billing cycle.`,
    whmcs_product_id: whole(values.whmcs_product_id, 1, t`Enter the product’s number in WHMCS, or leave it empty.`),
    storage_gb: whole(values.storage_gb, 0, t`Enter a whole number of gigabytes, or leave it empty.`),
    max_streams: whole(values.max_streams, 1, t`Enter a whole number from 1, or leave it empty for no limit.`),
    ram_gb: whole(values.ram_gb, 1, t`Enter a whole number of gigabytes from 1, or leave it empty.`),
  };
}

/** The call's input from valid form values. */
export function toProductInput(values: ProductValues): AdminProductInput {
  return {
    name: text(values.name),
    description: text(values.description) || null,
    price: text(values.price),
    billing_cycle: isCycle(values.billing_cycle) ? values.billing_cycle : 'monthly',
    whmcs_product_id: wholeOrNull(values.whmcs_product_id),
    storage_gb: wholeOrNull(values.storage_gb),
    max_streams: wholeOrNull(values.max_streams),
    ram_gb: wholeOrNull(values.ram_gb),
    trial_available: values.trial_available,
    visible: values.visible,
    ...(values.active === undefined ? {} : { active: values.active }),
  };
}
