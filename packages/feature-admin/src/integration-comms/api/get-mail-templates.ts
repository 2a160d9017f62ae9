import { api } from '@portal/api-client';
import { adminMailTemplatesListResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export async function getMailTemplates(signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/mail/templates', { schema: adminMailTemplatesListResponse, signal, rejectOnError: true });
  return body.data;
}

export function mailTemplatesQuery() {
  return queryOptions({ queryKey: integrationCommsKeys.mailTemplates(), queryFn: ({ signal }) => getMailTemplates(signal) });
}

/** Every mail template, without its body. */
export function useMailTemplates() {
  return useQuery(mailTemplatesQuery());
}
