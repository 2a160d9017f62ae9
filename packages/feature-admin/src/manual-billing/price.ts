import { select } from '@lingui/core/macro';
import type { ShopBillingCycle } from '@portal/api-client';
import { formatMoney } from '@portal/ui-kit/format';

/** "€17.00 a month": a price with how often it is charged, in the active language (call it while rendering). */
export function pricePerCycle(amount: string, currency: string, cycle: ShopBillingCycle): string {
  const price = formatMoney(amount, currency);
  return select(cycle, {
    monthly: `${price} a month`,
    quarterly: `${price} a quarter`,
    semiannually: `${price} every six months`,
    annually: `${price} a year`,
    other: price,
  });
}
