import { msg } from '@lingui/core/macro';
import type { InvoiceStatus, ShopBillingCycle } from '@portal/api-client';
import type { BadgeTone } from '@portal/ui-kit/badge';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';

export const INVOICE_STATUSES = ['paid', 'unpaid', 'overdue', 'cancelled', 'refunded'] as const satisfies readonly InvoiceStatus[];

export const INVOICE_STATUS: Record<InvoiceStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  paid: { label: msg`Paid`, tone: 'success' },
  unpaid: { label: msg`Unpaid`, tone: 'warning' },
  overdue: { label: msg`Overdue`, tone: 'danger' },
  cancelled: { label: msg`Cancelled`, tone: 'neutral' },
  refunded: { label: msg`Refunded`, tone: 'info' },
};

export function isInvoiceStatus(value: unknown): value is InvoiceStatus {
  return INVOICE_STATUSES.includes(value as InvoiceStatus);
}

/** How a billing cycle reads as an option ("Every six months") and after a price ("per six months"). */
export const BILLING_CYCLE: Record<ShopBillingCycle, { label: MessageDescriptor; per: MessageDescriptor }> = {
  monthly: { label: msg`Monthly`, per: msg`per month` },
  quarterly: { label: msg`Quarterly`, per: msg`per quarter` },
  semiannually: { label: msg`Every six months`, per: msg`per six months` },
  annually: { label: msg`Annually`, per: msg`per year` },
};

/** A price with its cycle after it ("€55.00 per quarter"), as one message; translate it with `t(…)` where it renders. */
export function pricePerCycle(price: string, cycle: ShopBillingCycle): MessageDescriptor {
  switch (cycle) {
    case 'monthly':
      return msg`${price} per month`;
    case 'quarterly':
      return msg`${price} per quarter`;
    case 'semiannually':
      return msg`${price} per six months`;
    case 'annually':
      return msg`${price} per year`;
  }
}
