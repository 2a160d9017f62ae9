import { apiEvents, isSystemKey } from '@portal/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { loginPathAfterLogout, toRouterPath } from '../router/guard.ts';
import type { PortalRouter } from '../router/router.tsx';

/** After a logout nothing of the user stays cached, and a chosen logout returns to the login screen. */
export function SessionEvents({ router }: { router: PortalRouter }) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      apiEvents.on('logged-out', ({ instance, reason }) => {
        queryClient.removeQueries({ predicate: (query) => !isSystemKey(query.queryKey) });
        // An expired session stays where it is: the guard sends it to login with a way back.
        if (reason === 'user') void router.navigate(toRouterPath(loginPathAfterLogout(instance)), { replace: true });
      }),
    [queryClient, router],
  );
  return null;
}
