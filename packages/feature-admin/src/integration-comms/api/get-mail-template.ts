import { api } from '@portal/api-client';
import { adminMailTemplateShowResponse } from '@portal/api-client/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export async function getMailTemplate(key: string, signal?: AbortSignal) {
  const body = await api.get('/api/admin/integrations/mail/templates/{template}', { schema: adminMailTemplateShowResponse, path: { template: key }, signal, rejectOnError: true });
  return body.data;
}

export function mailTemplateQuery(key: string) {
  return queryOptions({ queryKey: integrationCommsKeys.mailTemplate(key), queryFn: ({ signal }) => getMailTemplate(key, signal) });
}

/** One template with its body and the variables it may use. */
export function useMailTemplate(key: string) {
  return useQuery(mailTemplateQuery(key));
}
