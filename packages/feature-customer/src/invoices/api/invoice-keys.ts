import type { InvoiceStatus } from '@portal/api-client';
import { customerKeys } from '#api/keys.ts';

/** Which page of the invoices, how many per page, and which status (null: every status). */
export interface InvoiceListParams {
  page: number;
  perPage: number;
  status: InvoiceStatus | null;
}

/**
 * Query keys of the signed-in user's invoices. Keyed by user, so an admin who impersonates a
 * customer never sees invoices cached for another account.
 */
export const invoiceKeys = {
  all: [...customerKeys.all, 'invoices'] as const,
  user: (userId: number) => [...invoiceKeys.all, userId] as const,
  lists: (userId: number) => [...invoiceKeys.user(userId), 'list'] as const,
  list: (userId: number, params: InvoiceListParams) => [...invoiceKeys.lists(userId), params] as const,
  details: (userId: number) => [...invoiceKeys.user(userId), 'detail'] as const,
  detail: (userId: number, id: number) => [...invoiceKeys.details(userId), id] as const,
};
