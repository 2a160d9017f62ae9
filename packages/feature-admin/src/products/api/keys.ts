import { adminKeys } from '#api/keys.ts';

/** Query keys of the products, their catalog of categories and types, and each product. */
export const productKeys = {
  all: [...adminKeys.all, 'products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  /** `null`: every category. */
  list: (category: string | null) => [...productKeys.lists(), { category }] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
  types: (category: string) => [...productKeys.categories(), category, 'types'] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: number) => [...productKeys.details(), id] as const,
};
