import { Trans, useLingui } from '@lingui/react/macro';
import { api, establishSession, homePath, isApiError } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { Spinner } from '@portal/ui-kit/spinner';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toRouterPath } from '../router/guard.ts';
import { failureText } from '#shell/failure-text.ts';
import { shellKeys } from '#shell/shell-keys.ts';
import { impersonateResponse } from '@portal/api-client/schemas';

/** Signs in as the user behind the token, keeping the key that returns to the admin's own session. */
export default function ImpersonateScreen() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { t } = useLingui();
  // One query per token: a remount (or React's strict mode) does not spend the token twice.
  const impersonation = useQuery({
    queryKey: shellKeys.impersonation(token),
    queryFn: ({ signal }) => api.get('/api/impersonate/{token}', { schema: impersonateResponse, path: { token }, signal, rejectOnError: true }),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
  });

  useEffect(() => {
    if (!impersonation.data) return;
    const { token: session, user, return_key } = impersonation.data;
    establishSession({ token: session, user, returnKey: return_key });
    void navigate(toRouterPath(homePath(user)), { replace: true });
  }, [impersonation.data, navigate]);

  if (impersonation.isError) {
    const expired = isApiError(impersonation.error) && impersonation.error.status < 500;
    return (
      <CenteredPanel title={t`Could not sign in`}>
        <Alert tone="error">
          {expired ? <Trans>This sign-in link is not valid or has expired. Ask for a new one.</Trans> : failureText(impersonation.error)}
        </Alert>
        <Button asChild fullWidth variant="secondary">
          <Link to="/">
            <Trans>Go back</Trans>
          </Link>
        </Button>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel title={t`Signing in`}>
      <Spinner label={t`Signing you in as the user`} />
    </CenteredPanel>
  );
}
