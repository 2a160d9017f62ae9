import { api } from '@portal/api-client';
import { adminMailTemplateResetResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationCommsKeys } from './keys.ts';

export function resetMailTemplate(key: string) {
  return api.post('/api/admin/integrations/mail/templates/{template}/reset', { schema: adminMailTemplateResetResponse, path: { template: key }, rejectOnError: true });
}

/** Brings back the template's default subject and body. */
export function useResetMailTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetMailTemplate,
    onSuccess: async (body) => {
      queryClient.setQueryData(integrationCommsKeys.mailTemplate(body.data.key), body.data);
      await queryClient.invalidateQueries({ queryKey: integrationCommsKeys.mailTemplates(), exact: true });
    },
  });
}
