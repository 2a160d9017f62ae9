import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { Badge } from '@portal/ui-kit/badge';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { TextLink } from '@portal/ui-kit/link';
import { Link } from 'react-router';
import type { WhmcsHook } from '../api/types.ts';
import { useVerifyWhmcsHooks } from '../api/verify-whmcs-hooks.ts';
import { ContinueLink, StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { nextStep, stepHref } from '../steps.ts';
import { NotApplicable } from './not-applicable.tsx';

function HookStatus({ hook }: { hook: WhmcsHook }) {
  if (hook.reachable === null) return <Badge tone="neutral"><Trans>Not checked</Trans></Badge>;
  return hook.reachable ? <Badge tone="success"><Trans>Reachable</Trans></Badge> : <Badge tone="danger"><Trans>Not reachable</Trans></Badge>;
}

function Hooks() {
  const { t } = useLingui();
  const { state } = useWizardContext();
  const verify = useVerifyWhmcsHooks();
  const connected = state.whmcs.verified_at !== null;
  const done = state.steps.whmcs_hooks === 'done';
  const result = verify.data?.message;

  return (
    <StepFrame step="whmcs-hooks" description={t`WHMCS tells the portal about orders, payments and suspensions by calling these addresses. The check has WHMCS call each of them.`}>
      {!connected ? (
        <Alert tone="warning" title={t`WHMCS is not connected yet`}>
          <Trans>
            The check runs through WHMCS.{' '}
            <TextLink asChild>
              <Link to={stepHref('whmcs')}>Save the WHMCS API settings</Link>
            </TextLink>{' '}
            first.
          </Trans>
        </Alert>
      ) : null}
      {result ? <Alert tone={done ? 'success' : 'warning'}>{result}</Alert> : null}
      <ul className={styles.hookList} aria-label={t`WHMCS hooks`}>
        {state.whmcs_hooks.map((hook) => (
          <li key={hook.event} className={styles.hook}>
            <div className={styles.hookHead}>
              <span className={styles.hookEvent}>{hook.event}</span>
              <HookStatus hook={hook} />
            </div>
            <p className={styles.muted}>{hook.description}</p>
            <code className={styles.inlineCode}>{hook.url}</code>
            {hook.error ? <p className={styles.hookError}>{hook.error}</p> : null}
          </li>
        ))}
      </ul>
      <Form aria-label={t`Verify the WHMCS hooks`} onSubmit={() => verify.mutateAsync()}>
        <div className={styles.stepBody}>
          <FormError />
          <div className={styles.inlineActions}>
            <SubmitButton variant={done ? 'secondary' : 'primary'}>{done ? t`Check the hooks again` : t`Verify the hooks`}</SubmitButton>
          </div>
        </div>
      </Form>
      <StepFooter step="whmcs-hooks">
        <ContinueLink to={nextStep('whmcs-hooks', state)} ready={done} waitingFor={t`Every hook has to be reachable to continue.`} />
      </StepFooter>
    </StepFrame>
  );
}

export default function WhmcsHooksStep() {
  const { state } = useWizardContext();
  return state.steps.whmcs_hooks === 'not_applicable' ? <NotApplicable step="whmcs-hooks" /> : <Hooks />;
}

