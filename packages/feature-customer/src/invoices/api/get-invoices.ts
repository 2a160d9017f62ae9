import { api } from '@portal/api-client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { invoiceKeys, type InvoiceListParams } from './invoice-keys.ts';
import { customerInvoicesListResponse } from '@portal/api-client/schemas';

export async function getInvoices({ page, perPage, status }: InvoiceListParams, signal?: AbortSignal) {
  const body = await api.get('/api/customer/invoices', { schema: customerInvoicesListResponse,
    query: { page, perpage: perPage, ...(status ? { status } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function invoicesQuery(userId: number, params: InvoiceListParams) {
  return queryOptions({
    queryKey: invoiceKeys.list(userId, params),
    queryFn: ({ signal }) => getInvoices(params, signal),
    // The page on screen stays while the next one loads, so the pager does not jump.
    placeholderData: keepPreviousData,
  });
}

/** A page of the user's invoices, newest first. */
export function useInvoices(userId: number, params: InvoiceListParams, { enabled = true } = {}) {
  return useQuery({ ...invoicesQuery(userId, params), enabled });
}
