import { api, type components } from '@portal/api-client';
import { customerMessagesResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerMessageKeys } from './customer-messages-keys.ts';

export type CustomerAlert = components['schemas']['CustomerAlert'];
export type CustomerPopup = components['schemas']['CustomerPopup'];
export type CustomerContentBlock = components['schemas']['CustomerContentBlock'];

export interface CustomerMessages {
  alerts: CustomerAlert[];
  popups: CustomerPopup[];
  blocks: CustomerContentBlock[];
}

/** Failures reject quietly (`rejectOnError`): this piece is an extra, and a failure shows nothing. */
export async function getCustomerMessages(signal?: AbortSignal): Promise<CustomerMessages> {
  const body = await api.get('/api/customer/messages', { schema: customerMessagesResponse, signal, rejectOnError: true });
  return { alerts: body.data.alerts ?? [], popups: body.data.popups ?? [], blocks: body.data.blocks ?? [] };
}

export function customerMessagesQuery(userId: number) {
  return queryOptions({
    queryKey: customerMessageKeys.current(userId),
    queryFn: ({ signal }) => getCustomerMessages(signal),
    // Asked again after a while, not on every focus: a new alert may wait a few minutes.
    staleTime: 5 * 60_000,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/** The live alerts and popups aimed at the user, and the blocks of the customer pages. */
export function useCustomerMessages(userId: number) {
  return useQuery(customerMessagesQuery(userId));
}
