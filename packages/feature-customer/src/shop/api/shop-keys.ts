/** Query keys of the shop, per user: what the shop offers can depend on the account. */
export const shopKeys = {
  all: ['customer', 'shop'] as const,
  user: (userId: number) => [...shopKeys.all, userId] as const,
  products: (userId: number) => [...shopKeys.user(userId), 'products'] as const,
};
