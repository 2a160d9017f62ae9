import { api } from '@portal/api-client';
import { adminMailTemplateSaveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';
import type { MailTemplateInput } from './types.ts';

export function saveMailTemplate({ key, ...input }: MailTemplateInput & { key: string }) {
  return api.post('/api/admin/integrations/mail/templates/{template}', { schema: adminMailTemplateSaveResponse, path: { template: key }, json: input, rejectOnError: true });
}

export function useSaveMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMailTemplate,
    onSuccess: async (body) => {
      queryClient.setQueryData(integrationCommsKeys.mailTemplate(body.data.key), body.data);
      await queryClient.invalidateQueries({ queryKey: integrationCommsKeys.mailTemplates(), exact: true });
    },
  });
}
