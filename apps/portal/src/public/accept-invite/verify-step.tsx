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

  if (verify.isPending) return <Spinner label="Checking your invite key" />;
  if (verify.isError) return <InvalidKey error={verify.error} onRetry={() => void verify.refetch()} />;
  return (
    <>
      <Alert tone="success" title="Your invite key is valid">
        {verify.data.email ? `The invite was sent to ${verify.data.email}.` : 'You can create your account now.'}
      </Alert>
      <Button asChild fullWidth>
        <Link to={`/accept-invite/${encodeURIComponent(key)}/create-account`}>Create your account</Link>
      </Button>
    </>
  );
}
