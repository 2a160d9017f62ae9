import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { PasswordField } from '@portal/ui-kit/field';
import { changePasswordErrors, Form, FormError, PASSWORD_MIN, SubmitButton } from '@portal/ui-kit/form';
import { Link, useNavigate } from 'react-router';
import { useChangePassword, type ChangePasswordInput } from '../api/change-password.ts';
import { StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { nextStep, stepHref } from '../steps.ts';
import { useWizardStore } from '../store/wizard-store.tsx';

export default function ChangePasswordStep() {
  const { t } = useLingui();
  const { state } = useWizardContext();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const showNotice = useWizardStore((store) => store.showNotice);
  const done = state.steps.password === 'done';
  const next = nextStep('change-password', state) ?? 'completed';

  return (
    <StepFrame step="change-password" description={t`The installer gave your account a default password that others may know. Choose your own before anything else.`}>
      {done ? (
        <Alert tone="success" title={t`The default password has been changed`}>
          <Trans>You can change your password again here, or carry on.</Trans>
        </Alert>
      ) : null}
      <Form<ChangePasswordInput>
        className={styles.form}
        aria-label={t`Change your password`}
        validate={changePasswordErrors}
        onSubmit={async (values) => {
          const body = await changePassword.mutateAsync(values);
          showNotice(next, body.message ?? t`Your password has been changed.`);
          await navigate(stepHref(next));
        }}
      >
        <FormError />
        <PasswordField name="current_password" label={t`Current password`} autoComplete="current-password" required />
        <PasswordField
          name="password"
          label={t`New password`}
          autoComplete="new-password"
          description={t`At least ${PASSWORD_MIN} characters, and not the current one.`}
          required
        />
        <PasswordField name="password_confirmation" label={t`Repeat the new password`} autoComplete="new-password" required />
        <StepFooter step="change-password">
          {done ? (
            <Button asChild variant="secondary">
              <Link to={stepHref(next)}><Trans>Continue without changing it</Trans></Link>
            </Button>
          ) : null}
          <SubmitButton><Trans>Change the password and continue</Trans></SubmitButton>
        </StepFooter>
      </Form>
    </StepFrame>
  );
}
