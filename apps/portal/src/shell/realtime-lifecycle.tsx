import { isAdmin, isModerator, useSession, useSystemSettings } from '@portal/api-client';
import { useRealtimeBus } from '@portal/realtime';
import { useEffect } from 'react';

/**
 * Keeps the realtime connection in step with the session: created once the user is signed in
 * and the system settings are loaded, rebuilt when the tenant changes, re-authorised when the
 * token changes, torn down on logout. The bus does the work; this only tells it who is here.
 */
export function RealtimeLifecycle() {
  const bus = useRealtimeBus();
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const signedIn = user !== null;
  const tenant = useSystemSettings().data?.tenant;
  const admin = isAdmin(user);
  const moderator = isModerator(user);

  useEffect(() => {
    bus.sync(token && signedIn && tenant ? { token, tenant, isAdmin: admin, isModerator: moderator } : null);
  }, [bus, token, signedIn, tenant, admin, moderator]);

  return null;
}
