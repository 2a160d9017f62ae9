import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { BillingCycle } from '../api/types.ts';

export const BILLING_CYCLES = ['monthly', 'quarterly', 'semiannually', 'annually'] as const satisfies readonly BillingCycle[];

/** How a billing cycle reads as an option ("Every six months"). */
export const BILLING_CYCLE: Record<BillingCycle, MessageDescriptor> = {
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
  semiannually: msg`Every six months`,
  annually: msg`Annually`,
};

/** A price with its cycle after it ("€55.00 per quarter"), as one message; translate it with `t(…)` where it renders. */
export function pricePerCycle(price: string, cycle: BillingCycle): MessageDescriptor {
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
