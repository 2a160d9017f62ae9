import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { done, failureMessage } from '@portal/ui-kit/outcome';
import { SkeletonText } from '@portal/ui-kit/skeleton';
import { VisuallyHidden } from '@portal/ui-kit/visually-hidden';
import { useClaimServer } from '../api/claim-server.ts';
import { useClaimStatus } from '../api/get-claim-status.ts';
import { useServerPageStore } from '../server-page-store.tsx';
import { unavailableReason } from '../server-rules.ts';
import * as styles from '../server.css.ts';
import { usePerform } from '../use-page-actions.ts';
import { ActionRow } from './action-row.tsx';

interface ClaimValues {
  email: string;
  password: string;
}

export const CLAIM_EMAIL_REQUIRED = msg`Enter the e-mail address of your Plex account.`;
export const CLAIM_PASSWORD_REQUIRED = msg`Enter the password of your Plex account.`;

function ClaimForm({ server }: { server: Server }) {
  const { t } = useLingui();
  const claim = useClaimServer(server.id);
  const running = useServerPageStore((state) => state.running);
  const perform = usePerform({ fromForm: true });

  const submit = (values: ClaimValues) =>
    perform('claim', async () => {
      const body = await claim.mutateAsync({ email: values.email.trim(), password: values.password });
      return { popup: body.popup ?? null, outcome: body.popup ? null : done(body.message, t`The server has been claimed`) };
    });

  return (
    <Form<ClaimValues>
      className={styles.form}
      aria-label={t`Claim the server`}
      validate={(values) => ({
        email: values.email.trim() ? undefined : t(CLAIM_EMAIL_REQUIRED),
        password: values.password ? undefined : t(CLAIM_PASSWORD_REQUIRED),
      })}
      onSubmit={submit}
    >
      <FormError />
      <TextField name="email" label={t`Plex account e-mail`} type="email" inputMode="email" autoComplete="off" required />
      <PasswordField name="password" label={t`Plex account password`} autoComplete="off" required />
      <div>
        <SubmitButton disabled={running !== null && running !== 'claim'}>
          <Trans>Claim server</Trans>
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Plex only: link the server to the customer's Plex account, or undo that. */
export function ClaimCard({ server }: { server: Server }) {
  const status = useClaimStatus(server.id);
  const running = useServerPageStore((state) => state.running);
  const ask = useServerPageStore((state) => state.ask);
  const { t } = useLingui();

  let content;
  if (status.isPending) {
    content = (
      <>
        <VisuallyHidden role="status">
          <Trans>Loading the claim status</Trans>
        </VisuallyHidden>
        <SkeletonText lines={2} />
      </>
    );
  } else if (status.isError) {
    content = (
      <Alert
        tone="error"
        title={t`The claim status could not be loaded`}
        action={
          <Button size="sm" variant="secondary" onClick={() => void status.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      >
        {failureMessage(status.error)}
      </Alert>
    );
  } else if (status.data.claimed) {
    const email = status.data.email;
    content = (
      <ul className={styles.actionList}>
        <ActionRow
          name={email ? t`Claimed by ${email}` : t`Claimed`}
          description={t`To move the server to another Plex account, reset the claim and claim it again.`}
          reason={unavailableReason('reset-claim', server)}
          waiting={running !== null}
          loading={running === 'reset-claim'}
          buttonLabel={t`Reset claim`}
          onRun={() => ask('reset-claim')}
        />
      </ul>
    );
  } else {
    content = (
      <>
        <p className={styles.muted}>
          <Trans>Not claimed yet. Sign in with your Plex account to link the server to it, so it shows up in your Plex apps.</Trans>
        </p>
        <ClaimForm server={server} />
      </>
    );
  }

  return <Card title={t`Plex account`}>{content}</Card>;
}
