import { api } from '@portal/api-client';
import { adminDockerGlobalsSaveResponse } from '@portal/api-client/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dockerKeys } from './keys.ts';
import type { DockerVariable } from './types.ts';

export function saveDockerGlobals(variables: DockerVariable[]) {
  return api.post('/api/admin/integrations/globals', { schema: adminDockerGlobalsSaveResponse, json: { variables }, rejectOnError: true });
}

/** Replaces the whole list of global docker variables. */
export function useSaveDockerGlobals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDockerGlobals,
    onSuccess: (body) => {
      queryClient.setQueryData(dockerKeys.globals(), body.data);
      return queryClient.invalidateQueries({ queryKey: dockerKeys.globals() });
    },
  });
}
