import { api, type components } from '@portal/api-client';
import { resellerShopOrderResponse } from '@portal/api-client/schemas';
import { useMutation } from '@tanstack/react-query';

export type ResellerShopOrderInput = components['schemas']['ResellerShopOrderInput'];
export type ResellerShopOrder = components['schemas']['ResellerShopOrder'];

export async function placeResellerOrder(input: ResellerShopOrderInput) {
  const body = await api.post('/api/reseller/shop/order', { schema: resellerShopOrderResponse, json: input, rejectOnError: true });
  return { message: body.message, order: body.data };
}

/** Orders a node or a capacity pack; the reseller pays it at the billing system's checkout. */
export function usePlaceResellerOrder() {
  return useMutation({ mutationFn: placeResellerOrder });
}
