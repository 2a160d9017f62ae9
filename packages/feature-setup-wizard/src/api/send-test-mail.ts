import { api } from '@portal/api-client';
import { mutationOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { storeSetupState } from './get-setup-state.ts';
import { setupKeys } from './keys.ts';
import type { SetupInput } from './types.ts';
import { setupSendTestMailResponse } from '@portal/api-client/schemas';

export type TestMailInput = SetupInput<'/api/admin/system/init/email/test'>;

export function sendTestMail(json: TestMailInput) {
  return api.post('/api/admin/system/init/email/test', { schema: setupSendTestMailResponse, json, rejectOnError: true });
}

export function sendTestMailMutation(queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: setupKeys.step('email-test'),
    mutationFn: sendTestMail,
    onSuccess: (body) => storeSetupState(queryClient, body.data),
  });
}

/** Sends a test e-mail with the saved mail settings. */
export function useSendTestMail() {
  return useMutation(sendTestMailMutation(useQueryClient()));
}
