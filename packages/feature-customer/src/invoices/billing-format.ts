import type { InvoiceStatus, ShopBillingCycle } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount of the API ("108.90") in its currency, the way the user's browser writes money
 * ("€108.90", "108,90 €"). An unknown currency code falls back to the number and the code.
 */
export function formatMoney(amount: string | number, currency: string): string {
  const value = typeof amount === 'number' ? amount : Number(amount);
  let format = moneyFormats.get(currency);
  if (!format) {
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    } catch {
      return `${value.toFixed(2)} ${currency}`;
    }
    moneyFormats.set(currency, format);
  }
  return format.format(value);
}

const dayFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar day of the API ("2026-03-01"). It is read and written in UTC, so it never shifts by a day. */
export function formatDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'cancelled', 'refunded'] as const satisfies readonly InvoiceStatus[];

export const INVOICE_STATUS: Record<InvoiceStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  unpaid: { label: 'Unpaid', tone: 'warning' },
  overdue: { label: 'Overdue', tone: 'danger' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'info' },
};

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return INVOICE_STATUSES.includes(value as InvoiceStatus);
}

/** How a billing cycle reads as an option ("Every six months") and after a price ("per six months"). */
export const BILLING_CYCLE: Record<ShopBillingCycle, { label: string; per: string }> = {
  monthly: { label: 'Monthly', per: 'per month' },
  quarterly: { label: 'Quarterly', per: 'per quarter' },
  semiannually: { label: 'Every six months', per: 'per six months' },
  annually: { label: 'Annually', per: 'per year' },
};
