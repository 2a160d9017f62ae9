import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useSaveAppSettings, type AppSettingsInput } from '../api/save-app-settings.ts';
import { StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { nextStep, stepHref } from '../steps.ts';
import { useStepDraft } from '../store/use-step-draft.ts';
import { useWizardStore } from '../store/wizard-store.tsx';
import { urlError } from './validation.ts';

const APP_NAME_MAX = 60;

/** Every timezone the browser knows, with the saved one even when the browser calls it by another name. */
function timezoneOptions(saved: string) {
  const zones = new Set(['UTC', ...Intl.supportedValuesOf('timeZone')]);
  zones.add(saved);
  return [...zones].map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

function browserTimezone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export default function AppSettingsStep() {
  const { t } = useLingui();
  const { state } = useWizardContext();
  const navigate = useNavigate();
  const save = useSaveAppSettings();
  const showNotice = useWizardStore((store) => store.showNotice);
  const draft = useStepDraft('app-settings');
  const saved = state.app_settings;
  const done = state.steps.app_settings === 'done';
  const next = nextStep('app-settings', state) ?? 'completed';
  // Before the first save, suggest where the portal is open right now and the browser's timezone.
  const timezone = draft.initial.timezone ?? (done ? saved.timezone : (browserTimezone() ?? saved.timezone));
  const options = useMemo(() => timezoneOptions(timezone), [timezone]);

  return (
    <StepFrame step="app-settings" description={t`What customers see: the portal’s name and address, where they get help, and the time the portal keeps.`}>
      <Form<AppSettingsInput>
        className={styles.form}
        aria-label={t`App settings`}
        onChange={draft.onChange}
        validate={(values) => ({
          app_name: requiredError(values.app_name, t`Enter the name customers see.`) ?? (text(values.app_name).length > APP_NAME_MAX ? t`Keep it to ${APP_NAME_MAX} characters.` : undefined),
          portal_url: urlError(values.portal_url, { missing: t`Enter the address customers open the portal at.` }),
          support_email: emailError(values.support_email, { missing: t`Enter the address customers write to for help.` }),
          timezone: requiredError(values.timezone, t`Choose a timezone.`),
        })}
        onSubmit={async (values) => {
          const body = await save.mutateAsync({
            app_name: text(values.app_name),
            portal_url: text(values.portal_url),
            support_email: text(values.support_email),
            timezone: values.timezone,
          });
          draft.clear();
          showNotice(next, body.message ?? t`The app settings have been saved.`);
          await navigate(stepHref(next));
        }}
      >
        <FormError />
        <TextField name="app_name" label={t`App name`} defaultValue={draft.initial.app_name ?? saved.app_name} maxLength={APP_NAME_MAX} required />
        <TextField
          name="portal_url"
          label={t`Portal URL`}
          type="url"
          inputMode="url"
          placeholder={t`https://portal.example.com`}
          description={t`Where customers open the portal. WHMCS calls the portal under this address too.`}
          defaultValue={draft.initial.portal_url ?? saved.portal_url ?? window.location.origin}
          required
        />
        <TextField
          name="support_email"
          label={t`Support e-mail address`}
          type="email"
          inputMode="email"
          autoComplete="off"
          description={t`Shown to customers and used as the reply-to address.`}
          defaultValue={draft.initial.support_email ?? saved.support_email ?? ''}
          required
        />
        <SelectField name="timezone" label={t`Timezone`} description={t`For schedules, reports and the times in e-mails.`} options={options} defaultValue={timezone} required />
        <StepFooter step="app-settings">
          <SubmitButton><Trans>Save and continue</Trans></SubmitButton>
        </StepFooter>
      </Form>
    </StepFrame>
  );
}
