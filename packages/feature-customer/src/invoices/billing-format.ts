import type { InvoiceStatus, ShopBillingCycle } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';

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
