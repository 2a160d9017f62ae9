import { useLingui } from '@lingui/react/macro';
import { logout, sessionStore } from '@portal/api-client';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { Spinner } from '@portal/ui-kit/spinner';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { loginPathAfterLogout, toRouterPath } from '../router/guard.ts';

/** Signing out ends on the login screen, with the instance the user signed in to. */
export default function LogoutScreen() {
  const navigate = useNavigate();
  const { t } = useLingui();
  useEffect(() => {
    const { token, instance } = sessionStore.getState();
    // The logged-out event takes the user to the login screen once the session is gone.
    if (token) void logout();
    else void navigate(toRouterPath(loginPathAfterLogout(instance)), { replace: true });
  }, [navigate]);
  return (
    <CenteredPanel title={t`Signing out`}>
      <Spinner label={t`Signing you out`} />
    </CenteredPanel>
  );
}
