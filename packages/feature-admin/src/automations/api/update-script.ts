import { api } from '@portal/api-client';
import { adminScriptLibraryUpdateResponse } from '@portal/api-client/schemas';
import { useLibraryMutation } from './library-mutation.ts';
import type { LibraryScriptInput } from './types.ts';

export async function updateScript({ id, input }: { id: string; input: LibraryScriptInput }) {
  return api.put('/api/admin/node-scripts/{script}', { path: { script: id }, schema: adminScriptLibraryUpdateResponse, json: input, rejectOnError: true });
}

export const useUpdateScript = () => useLibraryMutation(updateScript);
