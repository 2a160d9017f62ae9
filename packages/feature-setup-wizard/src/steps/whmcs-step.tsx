import { Trans, useLingui } from '@lingui/react/macro';
import { Alert } from '@portal/ui-kit/alert';
import { PasswordField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import { useNavigate } from 'react-router';
import { useSaveWhmcs } from '../api/save-whmcs.ts';
import { StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { nextStep, stepHref } from '../steps.ts';
import { useStepDraft } from '../store/use-step-draft.ts';
import { useWizardStore } from '../store/wizard-store.tsx';
import { NotApplicable } from './not-applicable.tsx';
import { urlError } from './validation.ts';

interface WhmcsValues {
  url: string;
  identifier: string;
  secret: string;
}

function WhmcsForm() {
  const { t } = useLingui();
  const { state } = useWizardContext();
  const navigate = useNavigate();
  const save = useSaveWhmcs();
  const showNotice = useWizardStore((store) => store.showNotice);
  const draft = useStepDraft('whmcs', ['secret']);
  const { whmcs } = state;
  const next = nextStep('whmcs', state) ?? 'completed';
  const verifiedAt = whmcs.verified_at ? formatDateTime(whmcs.verified_at) : null;

  return (
    <StepFrame step="whmcs" description={t`The portal reads orders and services through the WHMCS API. It tests these credentials before it saves them.`}>
      {whmcs.verified_at ? (
        <Alert tone="success" title={t`Connected`}>
          <Trans>
            WHMCS accepted these settings on <time dateTime={whmcs.verified_at}>{verifiedAt}</time>.
          </Trans>
        </Alert>
      ) : null}
      <div className={styles.prose}>
        <p>
          <Trans>
            In WHMCS, open <strong>System Settings → API Credentials</strong>, generate a credential for an admin role that may use the API, and copy its
            identifier and secret here. Allow this server’s IP address under <strong>General Settings → Security → API IP Access Restriction</strong>.
          </Trans>
        </p>
      </div>
      <Form<WhmcsValues>
        className={styles.form}
        aria-label={t`WHMCS API settings`}
        onChange={draft.onChange}
        validate={(values) => ({
          url: urlError(values.url, { missing: t`Enter the address of your WHMCS.`, https: true }),
          identifier: requiredError(values.identifier, t`Enter the API identifier.`),
          secret: whmcs.secret_set ? undefined : requiredError(values.secret, t`Enter the API secret.`),
        })}
        onSubmit={async (values) => {
          const secret = values.secret.trim();
          const body = await save.mutateAsync({ url: text(values.url), identifier: text(values.identifier), ...(secret ? { secret } : {}) });
          draft.clear();
          showNotice(next, body.message ?? t`WHMCS is connected.`);
          await navigate(stepHref(next));
        }}
      >
        <FormError />
        <TextField
          name="url"
          label={t`WHMCS URL`}
          type="url"
          inputMode="url"
          placeholder={t`https://billing.example.com`}
          description={t`The system URL of your WHMCS, as in its General Settings.`}
          defaultValue={draft.initial.url ?? whmcs.url ?? ''}
          required
        />
        <TextField
          name="identifier"
          label={t`API identifier`}
          autoComplete="off"
          spellCheck={false}
          defaultValue={draft.initial.identifier ?? whmcs.identifier ?? ''}
          required
        />
        <PasswordField
          name="secret"
          label={t`API secret`}
          autoComplete="off"
          description={whmcs.secret_set ? t`A secret is saved. Leave this empty to keep it.` : undefined}
          required={!whmcs.secret_set}
        />
        <StepFooter step="whmcs">
          <SubmitButton><Trans>Test the connection and continue</Trans></SubmitButton>
        </StepFooter>
      </Form>
    </StepFrame>
  );
}

export default function WhmcsStep() {
  const { state } = useWizardContext();
  return state.steps.whmcs === 'not_applicable' ? <NotApplicable step="whmcs" /> : <WhmcsForm />;
}
