import { api } from '@portal/api-client';
import { adminScriptLibraryDeleteResponse } from '@portal/api-client/schemas';
import { useLibraryMutation } from './library-mutation.ts';

export async function deleteScript(id: string) {
  return api.delete('/api/admin/node-scripts/{script}', { path: { script: id }, schema: adminScriptLibraryDeleteResponse, rejectOnError: true });
}

export const useDeleteScript = () => useLibraryMutation(deleteScript);
