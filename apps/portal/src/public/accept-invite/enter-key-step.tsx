import { TextField } from '@portal/ui-kit/field';
import { Form, requiredError, SubmitButton } from '@portal/ui-kit/form';
import { useNavigate } from 'react-router';
import * as styles from '../public.css.ts';

export default function EnterKeyStep() {
  const navigate = useNavigate();
  return (
    <Form<{ key: string }>
      className={styles.stack}
      aria-label="Enter your invite key"
      validate={(values) => ({ key: requiredError(values.key, 'Enter the invite key you received.') })}
      onSubmit={(values) => navigate(`/accept-invite/${encodeURIComponent(values.key.trim())}/verify`)}
    >
      <p className={styles.muted}>Enter the invite key from your invitation to create your account.</p>
      <TextField name="key" label="Invite key" autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
      <SubmitButton fullWidth>Continue</SubmitButton>
    </Form>
  );
}
