import { api } from '@portal/api-client';
import { adminEmailsListResponse } from '@portal/api-client/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { messagingKeys, type EmailListParams } from './keys.ts';

/** Sent e-mails per page. */
export const EMAILS_PER_PAGE = 10;

export async function getEmails({ page, search }: EmailListParams, signal?: AbortSignal) {
  const body = await api.get('/api/admin/user-interaction/emails', {
    schema: adminEmailsListResponse,
    query: { page, perpage: EMAILS_PER_PAGE, sortColumn: 'sent_at', sortDirection: 'desc', ...(search ? { search } : {}) },
    signal,
    rejectOnError: true,
  });
  return { data: body.data, meta: body.meta };
}

export function emailsQuery(params: EmailListParams) {
  return queryOptions({
    queryKey: messagingKeys.emailList(params),
    queryFn: ({ signal }) => getEmails(params, signal),
    placeholderData: keepPreviousData,
  });
}

/** A page of the e-mails sent to customers, newest first. */
export function useEmails(params: EmailListParams) {
  return useQuery(emailsQuery(params));
}
