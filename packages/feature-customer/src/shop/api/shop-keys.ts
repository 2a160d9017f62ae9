import { customerKeys } from '#api/keys.ts';

/** Query keys of the shop, per user: what the shop offers can depend on the account. */
export const shopKeys = {
  all: [...customerKeys.all, 'shop'] as const,
  user: (userId: number) => [...shopKeys.all, userId] as const,
  products: (userId: number) => [...shopKeys.user(userId), 'products'] as const,
};
