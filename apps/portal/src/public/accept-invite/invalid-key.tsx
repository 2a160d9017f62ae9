import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { Link } from 'react-router';
import { failureText } from '#shell/failure-text.ts';

export function InvalidKey({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const refused = isApiError(error) && error.status < 500;
  const { t } = useLingui();
  return (
    <>
      <Alert tone="error" title={refused ? t`This invite key does not work` : t`We could not check the key`}>
        {refused ? failureText(error) || t`The key is not valid, or it has been used already.` : t`Please try again in a moment.`}
      </Alert>
      {refused ? (
        <Button asChild fullWidth variant="secondary">
          <Link to="/accept-invite">
            <Trans>Enter another key</Trans>
          </Link>
        </Button>
      ) : (
        <Button fullWidth variant="secondary" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      )}
    </>
  );
}
