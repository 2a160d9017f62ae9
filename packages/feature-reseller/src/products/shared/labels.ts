import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { BillingCycle } from '../api/types.ts';

export const PRODUCTS_BASE = '/reseller-panel/products';

export const BILLING_CYCLES: readonly BillingCycle[] = ['monthly', 'quarterly', 'annually'];

export const CYCLE_LABELS: Record<BillingCycle, MessageDescriptor> = {
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
  annually: msg`Annually`,
};

/** After a price: "€7.99 a month". */
export const PER_CYCLE: Record<BillingCycle, MessageDescriptor> = {
  monthly: msg`a month`,
  quarterly: msg`a quarter`,
  annually: msg`a year`,
};

/** The currency when an answer leaves it out. */
export const DEFAULT_CURRENCY = 'EUR';
