import { Trans, useLingui } from '@lingui/react/macro';
import { returnHome, useSession } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toRouterPath } from '../router/guard.ts';
import { failureText } from './failure-text.ts';
import * as styles from './shell.css.ts';

/** While an admin acts as a user: who they are signed in as, and the way back. */
export function ImpersonationBar() {
  const returnKey = useSession((state) => state.returnKey);
  const user = useSession((state) => state.user);
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  if (!returnKey || !user) return null;
  const name = user.name;

  return (
    <section className={styles.impersonationBar} aria-label={t`Impersonation`}>
      <p className={styles.impersonationText}>
        <Trans>Signed in as {name}</Trans>
      </p>
      {error ? (
        <p className={styles.impersonationError} role="alert">
          {error}
        </p>
      ) : null}
      <Button
        size="sm"
        variant="secondary"
        loading={pending}
        onClick={async () => {
          setPending(true);
          setError(null);
          try {
            const { path } = await returnHome();
            await navigate(toRouterPath(path), { replace: true });
          } catch (reason) {
            setError(reason instanceof Error ? failureText(reason) : t`Returning to your account failed.`);
          } finally {
            setPending(false);
          }
        }}
      >
        <Trans>Return back</Trans>
      </Button>
    </section>
  );
}
