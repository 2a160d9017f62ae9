import { msg } from '@lingui/core/macro';
import type { ShopBillingCycle } from '@portal/api-client';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { ResellerShopItem } from './api/get-shop.ts';

export const CYCLES = ['monthly', 'quarterly', 'semiannually', 'annually'] as const satisfies readonly ShopBillingCycle[];

/** A cycle as an option of the billing-cycle picker, and after an amount on a card. */
export const CYCLE: Record<ShopBillingCycle, { label: MessageDescriptor; per: MessageDescriptor }> = {
  monthly: { label: msg`Monthly`, per: msg`per month` },
  quarterly: { label: msg`Every three months`, per: msg`per three months` },
  semiannually: { label: msg`Every six months`, per: msg`per six months` },
  annually: { label: msg`Yearly`, per: msg`per year` },
};

/** The cycles any item is sold in, shortest first: the choices of the page's picker. */
export function cyclesOffered(items: ResellerShopItem[]): ShopBillingCycle[] {
  const offered = new Set(items.flatMap((item) => item.prices.map((price) => price.billing_cycle)));
  return CYCLES.filter((cycle) => offered.has(cycle));
}

export const priceIn = (item: ResellerShopItem, cycle: ShopBillingCycle) => item.prices.find((price) => price.billing_cycle === cycle);
