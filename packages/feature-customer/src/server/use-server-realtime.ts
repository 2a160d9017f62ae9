import { t } from '@lingui/core/macro';
import type { Server } from '@portal/api-client';
import { useRealtimeEvent } from '@portal/realtime';
import { toast } from '@portal/ui-kit/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { serverKeys } from '#api/keys.ts';
import { useServerPageStore } from './server-page-store.tsx';

/** The server a `portainer-installed` answer is about, when it says. */
function serverIdOf(response: unknown): number | null {
  if (!response || typeof response !== 'object' || !('server_id' in response)) return null;
  const id = Number(response.server_id);
  return Number.isInteger(id) ? id : null;
}

/**
 * The server's events while its page is open: deleted elsewhere (another tab, support) takes the
 * user back to the dashboard; the essentials being installed refreshes the server.
 */
export function useServerRealtime(server: Server) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Deleted on this page: the 'Poof!' dialog is showing and leads back itself.
  const deletedHere = useServerPageStore((state) => state.deleted || state.running === 'delete');

  useRealtimeEvent('customer', 'server-deleted', ({ serverAlias, url }) => {
    const same = serverAlias === server.name || (Boolean(url) && url === server.url);
    if (!same || deletedHere) return;
    queryClient.removeQueries({ queryKey: serverKeys.detail(server.id) });
    void queryClient.invalidateQueries({ queryKey: serverKeys.lists() });
    const name = server.name;
    toast.info(t`${name} has been deleted`, {
      id: `server-page-deleted:${server.id}`,
      description: t`It is no longer on your dashboard.`,
    });
    void navigate('/dashboard', { replace: true });
  });

  useRealtimeEvent('customer', 'portainer-installed', ({ response }) => {
    const id = serverIdOf(response);
    if (id !== null && id !== server.id) return;
    void queryClient.invalidateQueries({ queryKey: serverKeys.detail(server.id), exact: true });
  });
}
