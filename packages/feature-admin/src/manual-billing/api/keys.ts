import { adminKeys } from '#api/keys.ts';

/** Query keys of manual billing, under the admin area's root. */
export const manualBillingKeys = {
  all: [...adminKeys.all, 'manual-billing'] as const,
  customer: (userId: number) => [...manualBillingKeys.all, 'customer', userId] as const,
};
