import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@portal/ui-kit/button';
import { Link } from 'react-router';
import { StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { firstUndoneStep, stepHref } from '../steps.ts';

const WHAT_COMES = [
  [msg`Change password`, msg`Replace the password the installer gave your account.`],
  [msg`App settings`, msg`The name customers see, the portal’s address, the support address and the timezone.`],
  [msg`SSH keys`, msg`The key pair the portal runs commands on your nodes with.`],
  [msg`Billing type`, msg`Whether customers order and pay in WHMCS, or you record payments yourself.`],
  [msg`WHMCS and its hooks`, msg`The API credentials, and a check that WHMCS reaches the portal. Only with WHMCS billing.`],
  [msg`E-mail`, msg`How the portal sends its e-mail, with a test message.`],
] as const;

export default function StartStep() {
  const { t } = useLingui();
  const { state } = useWizardContext();
  const next = firstUndoneStep(state);
  const begin = state.app_initiated || next === 'start' ? 'change-password' : next;
  const started = Object.values(state.steps).includes('done');
  return (
    <StepFrame step="start" description={t`What the set-up covers, and what you need at hand.`}>
      <div className={styles.prose}>
        <p>
          <Trans>Customers cannot use the portal before it is set up. It takes a few minutes; have the WHMCS API credentials and the mail server details ready.</Trans>
        </p>
        <ol>
          {WHAT_COMES.map(([title, text]) => (
            <li key={title.id}>
              <strong>{t(title)}:</strong> {t(text)}
            </li>
          ))}
        </ol>
        <p><Trans>Everything you save applies at once. You can come back to any step later.</Trans></p>
      </div>
      <StepFooter step="start">
        <Button asChild>
          <Link to={stepHref(begin)}>{state.app_initiated ? t`Review the settings` : started ? t`Carry on where you left off` : t`Start the set-up`}</Link>
        </Button>
      </StepFooter>
    </StepFrame>
  );
}
