import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { Spinner } from '@portal/ui-kit/spinner';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { InvalidKey } from './invalid-key.tsx';
import { verifyInviteQuery } from './invite-queries.ts';

export default function VerifyStep() {
  const { key = '' } = useParams();
  const verify = useQuery(verifyInviteQuery(key));
  const { t } = useLingui();

  if (verify.isPending) return <Spinner label={t`Checking your invite key`} />;
  if (verify.isError) return <InvalidKey error={verify.error} onRetry={() => void verify.refetch()} />;
  const email = verify.data.email;
  return (
    <>
      <Alert tone="success" title={t`Your invite key is valid`}>
        {email ? <Trans>The invite was sent to {email}.</Trans> : <Trans>You can create your account now.</Trans>}
      </Alert>
      <Button asChild fullWidth>
        <Link to={`/accept-invite/${encodeURIComponent(key)}/create-account`}>
          <Trans>Create your account</Trans>
        </Link>
      </Button>
    </>
  );
}
