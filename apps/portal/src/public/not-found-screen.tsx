import { homePath, useCurrentUser } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { Link } from 'react-router';
import { toRouterPath } from '../router/guard.ts';

export default function NotFoundScreen() {
  const user = useCurrentUser();
  return (
    <CenteredPanel title="Page not found" description="The page you are looking for does not exist, or it has moved.">
      {user ? (
        <Button asChild fullWidth>
          <Link to={toRouterPath(homePath(user))}>Go to your dashboard</Link>
        </Button>
      ) : (
        <Button asChild fullWidth>
          <Link to="/login">Go to sign in</Link>
        </Button>
      )}
    </CenteredPanel>
  );
}
