import { api, type components } from '@portal/api-client';
import { resellerShopShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { shopKeys } from './keys.ts';

export type ResellerShop = components['schemas']['ResellerShop'];
export type ResellerShopItem = components['schemas']['ResellerShopItem'];

export async function getResellerShop(signal?: AbortSignal) {
  const body = await api.get('/api/reseller/shop', { schema: resellerShopShowResponse, signal, rejectOnError: true });
  return body.data;
}

export function resellerShopQuery(userId: number) {
  return queryOptions({
    queryKey: shopKeys.offer(userId),
    queryFn: ({ signal }) => getResellerShop(signal),
    // The offer and its prices change rarely.
    staleTime: 5 * 60_000,
  });
}

/** What the platform sells to resellers: nodes and capacity packs with their prices per billing cycle. */
export function useResellerShop(userId: number) {
  return useQuery(resellerShopQuery(userId));
}
