import { msg } from '@lingui/core/macro';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { AdjustmentKind, ManualBillingService, PaymentMethod } from './api/types.ts';

export const PAYMENT_METHODS: Record<PaymentMethod, MessageDescriptor> = {
  'bank-transfer': msg`Bank transfer`,
  cash: msg`Cash`,
  card: msg`Card`,
  paypal: msg`PayPal`,
  other: msg`Other`,
};

export const ADJUSTMENT_KINDS: Record<AdjustmentKind, MessageDescriptor> = {
  credit: msg`Credit`,
  debit: msg`Debit`,
  'price-change': msg`Price change`,
  'product-change': msg`Product change`,
};

export const SERVICE_STATUS: Record<ManualBillingService['status'], { label: MessageDescriptor; tone: BadgeTone }> = {
  active: { label: msg`Active`, tone: 'success' },
  suspended: { label: msg`Suspended`, tone: 'warning' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
};

/**
 * An amount as typed (`41.14`, `41,14` or `41`) in the API's form, two decimals; null when it is
 * not one.
 */
export function parseAmount(value: string | undefined): string | null {
  const text = (value ?? '').trim().replace(',', '.');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Number(text).toFixed(2);
}

/** Today in UTC, the day the server counts in. */
export const todayUtc = (): string => new Date().toISOString().slice(0, 10);
