import { api } from '@portal/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceKeys } from './invoice-keys.ts';
import { customerInvoiceShowResponse } from '@portal/api-client/schemas';

export async function getInvoice(id: number, signal?: AbortSignal) {
  const body = await api.get('/api/customer/invoices/{invoice}', { schema: customerInvoiceShowResponse, path: { invoice: id }, signal, rejectOnError: true });
  return body.data;
}

export function invoiceQuery(userId: number, id: number) {
  return queryOptions({
    queryKey: invoiceKeys.detail(userId, id),
    queryFn: ({ signal }) => getInvoice(id, signal),
  });
}

/** One invoice with its lines and totals. */
export function useInvoice(userId: number, id: number, { enabled = true } = {}) {
  return useQuery({ ...invoiceQuery(userId, id), enabled });
}
