import { isApiError } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { Link } from 'react-router';

export function InvalidKey({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const refused = isApiError(error) && error.status < 500;
  return (
    <>
      <Alert tone="error" title={refused ? 'This invite key does not work' : 'We could not check the key'}>
        {refused ? error.message || 'The key is not valid, or it has been used already.' : 'Please try again in a moment.'}
      </Alert>
      {refused ? (
        <Button asChild fullWidth variant="secondary">
          <Link to="/accept-invite">Enter another key</Link>
        </Button>
      ) : (
        <Button fullWidth variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      )}
    </>
  );
}
