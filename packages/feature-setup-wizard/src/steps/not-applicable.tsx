import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { TextLink } from '@portal/ui-kit/link';
import { Link } from 'react-router';
import { ContinueLink, StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import { nextStep, stepHref } from '../steps.ts';
import type { WizardStepPath } from '../wizard-steps.ts';

/** A WHMCS step opened while billing is manual: nothing to do here. */
export function NotApplicable({ step }: { step: WizardStepPath }) {
  const { t } = useLingui();
  const { state } = useWizardContext();
  return (
    <StepFrame step={step} description={t`Not applicable with manual billing.`}>
      <Alert tone="info" title={t`This step does not apply`}>
        <Trans>
          You chose manual billing, so the portal does not talk to WHMCS.{' '}
          <TextLink asChild>
            <Link to={stepHref('billing-type')}>Change the billing type</Link>
          </TextLink>{' '}
          to use WHMCS instead.
        </Trans>
      </Alert>
      <StepFooter step={step}>
        <ContinueLink to={nextStep(step, state)} ready waitingFor="" />
      </StepFooter>
    </StepFrame>
  );
}
