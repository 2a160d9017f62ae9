import { api } from '@portal/api-client';
import { adminMailTemplateTestResponse } from '@portal/api-client/schemas';
import { useMutation } from '@tanstack/react-query';
import type { MailTemplateInput } from './types.ts';

/** Sends the subject and body as typed (saved or not) to the admin's own address. */
export function testMailTemplate({ key, ...input }: MailTemplateInput & { key: string }) {
  return api.post('/api/admin/integrations/mail/templates/{template}/test', { schema: adminMailTemplateTestResponse, path: { template: key }, json: input, rejectOnError: true });
}

export function useTestMailTemplate() {
  return useMutation({ mutationFn: testMailTemplate });
}
