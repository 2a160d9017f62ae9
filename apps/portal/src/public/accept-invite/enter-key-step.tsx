import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '@portal/ui-kit/field';
import { Form, requiredError, SubmitButton } from '@portal/ui-kit/form';
import { useNavigate } from 'react-router';
import * as styles from '../public.css.ts';

export default function EnterKeyStep() {
  const navigate = useNavigate();
  const { t } = useLingui();
  return (
    <Form<{ key: string }>
      className={styles.stack}
      aria-label={t`Enter your invite key`}
      validate={(values) => ({ key: requiredError(values.key, t`Enter the invite key you received.`) })}
      onSubmit={(values) => navigate(`/accept-invite/${encodeURIComponent(values.key.trim())}/verify`)}
    >
      <p className={styles.muted}>
        <Trans>Enter the invite key from your invitation to create your account.</Trans>
      </p>
      <TextField name="key" label={t`Invite key`} autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
      <SubmitButton fullWidth>
        <Trans>Continue</Trans>
      </SubmitButton>
    </Form>
  );
}
