import { api } from '@portal/api-client';
import { adminProductCategoriesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { productKeys } from './keys.ts';

export async function getProductCategories(signal?: AbortSignal) {
  const body = await api.get('/api/admin/products/categories', { schema: adminProductCategoriesListResponse, signal, rejectOnError: true });
  return body.data;
}

export function productCategoriesQuery() {
  return queryOptions({ queryKey: productKeys.categories(), queryFn: ({ signal }) => getProductCategories(signal) });
}

/** The categories a product is created in, in the order to offer them. */
export function useProductCategories() {
  return useQuery(productCategoriesQuery());
}
