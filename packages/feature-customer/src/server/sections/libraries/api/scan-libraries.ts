import { api, type Library } from '@portal/api-client';
import { useMutation } from '@tanstack/react-query';
import { customerServerLibrariesScanResponse } from '@portal/api-client/schemas';

/** Starts a scan of every library, or of one; `scan-stopped` arrives when it has finished. */
export async function scanLibraries(serverId: number, library?: Library['id']) {
  return api.post('/api/customer/servers/{id}/libraries/scan', { schema: customerServerLibrariesScanResponse,
    path: { id: serverId },
    json: library === undefined ? {} : { library },
    rejectOnError: true,
  });
}

export function useScanLibraries(serverId: number) {
  return useMutation({ mutationFn: (library?: Library['id']) => scanLibraries(serverId, library) });
}
