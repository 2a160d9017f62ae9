import { Button } from '@portal/ui-kit/button';
import { Link } from 'react-router';
import { StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { firstUndoneStep, stepHref } from '../steps.ts';

const WHAT_COMES = [
  ['Change password', 'Replace the password the installer gave your account.'],
  ['App settings', 'The name customers see, the portal’s address, the support address and the timezone.'],
  ['SSH keys', 'The key pair the portal runs commands on your nodes with.'],
  ['Billing type', 'Whether customers order and pay in WHMCS, or you record payments yourself.'],
  ['WHMCS and its hooks', 'The API credentials, and a check that WHMCS reaches the portal. Only with WHMCS billing.'],
  ['E-mail', 'How the portal sends its e-mail, with a test message.'],
] as const;

export default function StartStep() {
  const { state } = useWizardContext();
  const next = firstUndoneStep(state);
  const begin = state.app_initiated || next === 'start' ? 'change-password' : next;
  const started = Object.values(state.steps).includes('done');
  return (
    <StepFrame step="start" description="What the set-up covers, and what you need at hand.">
      <div className={styles.prose}>
        <p>Customers cannot use the portal before it is set up. It takes a few minutes; have the WHMCS API credentials and the mail server details ready.</p>
        <ol>
          {WHAT_COMES.map(([title, text]) => (
            <li key={title}>
              <strong>{title}:</strong> {text}
            </li>
          ))}
        </ol>
        <p>Everything you save applies at once. You can come back to any step later.</p>
      </div>
      <StepFooter step="start">
        <Button asChild>
          <Link to={stepHref(begin)}>{state.app_initiated ? 'Review the settings' : started ? 'Carry on where you left off' : 'Start the set-up'}</Link>
        </Button>
      </StepFooter>
    </StepFrame>
  );
}
