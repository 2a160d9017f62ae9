import { Trans, useLingui } from '@lingui/react/macro';
import { isApiError, useSystemSettings } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { TextLink } from '@portal/ui-kit/link';
import { Link } from 'react-router';
import { useCompleteSetup } from '../api/complete-setup.ts';
import { StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { DASHBOARD_PATH, stepHref, stepStatus } from '../steps.ts';
import { WIZARD_STEPS } from '../wizard-steps.ts';

const BADGES = {
  done: <Badge tone="success"><Trans>Done</Trans></Badge>,
  todo: <Badge tone="warning"><Trans>To do</Trans></Badge>,
  not_applicable: <Badge tone="neutral"><Trans>Not applicable</Trans></Badge>,
} as const;

export default function CompletedStep() {
  const { t } = useLingui();
  const { state } = useWizardContext();
  const appName = useSystemSettings().data?.app_name ?? state.app_settings.app_name;
  const complete = useCompleteSetup();
  // A refusal names each missing step; its reasons go next to the step.
  const reasons = isApiError(complete.error) ? complete.error.errors : {};

  if (state.app_initiated) {
    return (
      <StepFrame step="completed" description={t`Admins are no longer sent here; the portal is open to customers.`}>
        <Alert tone="success" title={t`The set-up is complete`}>
          {complete.data?.message ?? t`${appName} is ready.`}
        </Alert>
        <div className={styles.inlineActions}>
          <Button asChild>
            <Link to={DASHBOARD_PATH}><Trans>Go to the admin dashboard</Trans></Link>
          </Button>
        </div>
        <StepFooter step="completed" />
      </StepFrame>
    );
  }

  const ready = state.missing.length === 0;
  return (
    <StepFrame step="completed" description={t`Once every step that applies is done, completing the set-up opens the portal to customers.`}>
      <ul className={styles.checklist} aria-label={t`The steps`}>
        {WIZARD_STEPS.filter((step) => step.key !== null).map((step) => {
          const status = stepStatus(step, state);
          const reason = step.key ? reasons[step.key]?.[0] : undefined;
          return (
            <li key={step.path} className={styles.checkItem}>
              {BADGES[status]}
              {status === 'not_applicable' ? (
                <span className={styles.notApplicable}>{t(step.label)}</span>
              ) : (
                <TextLink asChild>
                  <Link to={stepHref(step.path)}>{t(step.label)}</Link>
                </TextLink>
              )}
              {reason && status === 'todo' ? <p className={styles.checkReason}>{reason}</p> : null}
            </li>
          );
        })}
      </ul>
      {ready || complete.isError ? null : (
        <Alert tone="warning" title={t`Some steps are still to do`}>
          <Trans>Finish the steps marked “To do” first.</Trans>
        </Alert>
      )}
      <Form aria-label={t`Complete the set-up`} onSubmit={() => complete.mutateAsync()}>
        <div className={styles.stepBody}>
          <FormError />
          <StepFooter step="completed">
            <SubmitButton><Trans>Complete the set-up</Trans></SubmitButton>
          </StepFooter>
        </div>
      </Form>
    </StepFrame>
  );
}
