import { resellerKeys } from '#api/keys.ts';

/** Query keys of the reseller shop, per user: a user with a reseller node may look but not order. */
export const shopKeys = {
  all: [...resellerKeys.all, 'shop'] as const,
  offer: (userId: number) => [...shopKeys.all, userId, 'offer'] as const,
};
