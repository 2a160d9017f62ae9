import { api, type ShopOrderInput } from '@portal/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invoiceKeys } from '#invoices/api/invoice-keys.ts';
import { customerShopOrderResponse } from '@portal/api-client/schemas';

export async function placeOrder(input: ShopOrderInput) {
  const body = await api.post('/api/customer/shop/order', { schema: customerShopOrderResponse, json: input, rejectOnError: true });
  return { message: body.message, order: body.data };
}

/** Orders a product through the billing system; the order's invoice joins the invoice lists. */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }),
  });
}
