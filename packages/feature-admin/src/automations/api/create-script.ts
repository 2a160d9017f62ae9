import { api } from '@portal/api-client';
import { adminScriptLibraryCreateResponse } from '@portal/api-client/schemas';
import { useLibraryMutation } from './library-mutation.ts';
import type { LibraryScriptInput } from './types.ts';

export async function createScript(input: LibraryScriptInput) {
  return api.post('/api/admin/node-scripts', { schema: adminScriptLibraryCreateResponse, json: input, rejectOnError: true });
}

export const useCreateScript = () => useLibraryMutation(createScript);
