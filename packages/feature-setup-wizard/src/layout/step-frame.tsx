import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { Card } from '@portal/ui-kit/layout';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { previousStep, stepHref, wizardStep } from '../steps.ts';
import type { WizardStepPath } from '../wizard-steps.ts';
import { useWizardStore } from '../store/wizard-store.tsx';
import { useWizardContext } from './wizard-context.ts';
import * as styles from './wizard.css.ts';

/** One step's card: its title, what it is for, the message the step before left, and the step itself. */
export function StepFrame({ step, description, children }: { step: WizardStepPath; description: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const notice = useWizardStore((state) => (state.notice?.step === step ? state.notice.text : null));
  return (
    <Card title={t(wizardStep(step).label)} description={description}>
      <div className={styles.stepBody}>
        {notice ? <Alert tone="success">{notice}</Alert> : null}
        {children}
      </div>
    </Card>
  );
}

/** Back to the step before (when there is one) and whatever leads on. */
export function StepFooter({ step, children }: { step: WizardStepPath; children?: ReactNode }) {
  const { state } = useWizardContext();
  const back = previousStep(step, state);
  return (
    <div className={styles.footer}>
      {back ? (
        <Button asChild variant="ghost">
          <Link to={stepHref(back)}><Trans>Back</Trans></Link>
        </Button>
      ) : null}
      <div className={styles.footerForward}>{children}</div>
    </div>
  );
}

/** The way on once a step is done; until then a disabled button that says what is missing. */
export function ContinueLink({ to, ready, waitingFor, label: ownLabel }: { to: WizardStepPath | null; ready: boolean; waitingFor: string; label?: string }) {
  const { t } = useLingui();
  if (!to) return null;
  const label = ownLabel ?? t`Continue`;
  if (!ready) {
    return (
      <>
        <p className={styles.muted}>{waitingFor}</p>
        <Button disabled>{label}</Button>
      </>
    );
  }
  return (
    <Button asChild>
      <Link to={stepHref(to)}>{label}</Link>
    </Button>
  );
}
