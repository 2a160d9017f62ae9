import { Trans, useLingui } from '@lingui/react/macro';
import { homePath, useCurrentUser } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { Link } from 'react-router';
import { toRouterPath } from '../router/guard.ts';

export default function NotFoundScreen() {
  const user = useCurrentUser();
  const { t } = useLingui();
  return (
    <CenteredPanel title={t`Page not found`} description={t`The page you are looking for does not exist, or it has moved.`}>
      {user ? (
        <Button asChild fullWidth>
          <Link to={toRouterPath(homePath(user))}>
            <Trans>Go to your dashboard</Trans>
          </Link>
        </Button>
      ) : (
        <Button asChild fullWidth>
          <Link to="/login">
            <Trans>Go to sign in</Trans>
          </Link>
        </Button>
      )}
    </CenteredPanel>
  );
}
