import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { PasswordField, SelectField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useState } from 'react';
import { useSaveMailSettings, type MailSettingsInput } from '../api/save-mail-settings.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import type { MailDriver, SetupState } from '../api/types.ts';
import { ContinueLink, StepFooter, StepFrame } from '../layout/step-frame.tsx';
import { useWizardContext } from '../layout/wizard-context.ts';
import * as styles from '../layout/wizard.css.ts';
import { nextStep } from '../steps.ts';
import { useStepDraft } from '../store/use-step-draft.ts';
import { useWizardStoreApi } from '../store/wizard-store.tsx';

type MailValues = Record<string, string>;
type MailSettings = SetupState['mail'];

const DRIVERS: { value: MailDriver; label: MessageDescriptor }[] = [
  { value: 'smtp', label: msg`SMTP server` },
  { value: 'mailgun', label: msg`Mailgun` },
  { value: 'ses', label: msg`Amazon SES` },
  { value: 'log', label: msg`Log only (sends nothing)` },
];

const ENCRYPTIONS = [
  { value: 'tls', label: msg`STARTTLS (usually port 587)` },
  { value: 'ssl', label: msg`SSL/TLS (usually port 465)` },
  { value: 'none', label: msg`None (local relays only)` },
] as const;

const SES_REGIONS = [
  'us-east-1',
  'us-east-2',
  'us-west-1',
  'us-west-2',
  'ca-central-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'eu-central-1',
  'eu-south-1',
  'eu-north-1',
  'ap-south-1',
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-northeast-3',
  'ap-southeast-1',
  'ap-southeast-2',
  'ap-southeast-3',
  'me-south-1',
  'il-central-1',
  'af-south-1',
  'sa-east-1',
];

/** Fields whose value is never kept in a draft, and never shown again once saved. */
const SECRETS = ['smtp_password', 'mailgun_secret', 'ses_secret'];

const isDriver = (value: unknown): value is MailDriver => DRIVERS.some((driver) => driver.value === value);
const isEncryption = (value: unknown): value is (typeof ENCRYPTIONS)[number]['value'] => ENCRYPTIONS.some((option) => option.value === value);

/** The form's errors, in the active language of `i18n` (from `useLingui()`). */
function mailErrors(values: MailValues, driver: MailDriver, saved: MailSettings, i18n: I18n): Record<string, string | undefined> {
  const errors: Record<string, string | undefined> = {
    from_address: emailError(values.from_address, { missing: i18n._(msg`Enter the address e-mail comes from.`) }),
    from_name: requiredError(values.from_name, i18n._(msg`Enter the name e-mail comes from.`)),
  };
  if (driver === 'smtp') {
    const port = Number(text(values.smtp_port));
    errors.smtp_host = requiredError(values.smtp_host, i18n._(msg`Enter the SMTP server’s host name.`));
    errors.smtp_port = !text(values.smtp_port) ? i18n._(msg`Enter the port.`) : Number.isInteger(port) && port >= 1 && port <= 65535 ? undefined : i18n._(msg`Enter a port from 1 to 65535.`);
    errors.smtp_encryption = isEncryption(values.smtp_encryption) ? undefined : i18n._(msg`Choose the encryption.`);
  }
  if (driver === 'mailgun') {
    errors.mailgun_domain = requiredError(values.mailgun_domain, i18n._(msg`Enter the sending domain.`));
    errors.mailgun_secret = saved.mailgun_secret_set ? undefined : requiredError(values.mailgun_secret, i18n._(msg`Enter the Mailgun API key.`));
  }
  if (driver === 'ses') {
    errors.ses_key = requiredError(values.ses_key, i18n._(msg`Enter the access key ID.`));
    errors.ses_secret = saved.ses_secret_set ? undefined : requiredError(values.ses_secret, i18n._(msg`Enter the secret access key.`));
  }
  return errors;
}

function mailPayload(values: MailValues, driver: MailDriver): MailSettingsInput {
  const base = { driver, from_address: text(values.from_address), from_name: text(values.from_name) };
  const secret = (name: string) => (values[name] ? { [name]: values[name] } : {});
  switch (driver) {
    case 'smtp':
      return {
        ...base,
        smtp_host: text(values.smtp_host),
        smtp_port: Number(text(values.smtp_port)),
        smtp_encryption: isEncryption(values.smtp_encryption) ? values.smtp_encryption : 'tls',
        ...(text(values.smtp_username) ? { smtp_username: text(values.smtp_username), ...secret('smtp_password') } : {}),
      };
    case 'mailgun':
      return { ...base, mailgun_domain: text(values.mailgun_domain), mailgun_region: values.mailgun_region === 'eu' ? 'eu' : 'us', ...secret('mailgun_secret') };
    case 'ses':
      return { ...base, ses_key: text(values.ses_key), ses_region: values.ses_region ?? 'us-east-1', ...secret('ses_secret') };
    case 'log':
      return base;
  }
}

/** The fields of one driver. Mounted again on every switch, so it starts from the latest draft. */
function DriverFields({ driver, saved }: { driver: MailDriver; saved: MailSettings }) {
  const { t } = useLingui();
  const keepSecret = (set: boolean) => (set ? t`One is saved. Leave this empty to keep it.` : undefined);
  const store = useWizardStoreApi();
  const [initial] = useState<MailValues>(() => store.getState().drafts.email ?? {});
  const value = (name: keyof MailSettings & string, fallback = '') => initial[name] ?? (saved[name] === null || typeof saved[name] === 'boolean' ? fallback : String(saved[name]));
  switch (driver) {
    case 'smtp':
      return (
        <>
          <div className={styles.fieldRow}>
            <TextField name="smtp_host" label={t`Host`} placeholder={t`smtp.example.com`} autoComplete="off" spellCheck={false} defaultValue={value('smtp_host')} required />
            <TextField name="smtp_port" label={t`Port`} inputMode="numeric" defaultValue={value('smtp_port', '587')} required />
          </div>
          <SelectField name="smtp_encryption" label={t`Encryption`} options={ENCRYPTIONS.map((option) => ({ value: option.value, label: t(option.label) }))} defaultValue={value('smtp_encryption', 'tls')} required />
          <div className={styles.fieldRow}>
            <TextField name="smtp_username" label={t`Username`} description={t`Leave empty if the server takes mail without signing in.`} autoComplete="off" defaultValue={value('smtp_username')} />
            <PasswordField name="smtp_password" label={t`Password`} autoComplete="off" description={keepSecret(saved.smtp_password_set)} />
          </div>
        </>
      );
    case 'mailgun':
      return (
        <>
          <div className={styles.fieldRow}>
            <TextField name="mailgun_domain" label={t`Sending domain`} placeholder={t`mg.example.com`} autoComplete="off" spellCheck={false} defaultValue={value('mailgun_domain')} required />
            <SelectField
              name="mailgun_region"
              label={t`Region`}
              options={[
                { value: 'us', label: t`US (api.mailgun.net)` },
                { value: 'eu', label: t`EU (api.eu.mailgun.net)` },
              ]}
              defaultValue={value('mailgun_region', 'us')}
              required
            />
          </div>
          <PasswordField name="mailgun_secret" label={t`API key`} autoComplete="off" description={keepSecret(saved.mailgun_secret_set)} required={!saved.mailgun_secret_set} />
        </>
      );
    case 'ses':
      return (
        <>
          <div className={styles.fieldRow}>
            <TextField name="ses_key" label={t`Access key ID`} autoComplete="off" spellCheck={false} defaultValue={value('ses_key')} required />
            <SelectField name="ses_region" label={t`Region`} options={SES_REGIONS.map((region) => ({ value: region, label: region }))} defaultValue={value('ses_region', 'eu-west-1')} required />
          </div>
          <PasswordField name="ses_secret" label={t`Secret access key`} autoComplete="off" description={keepSecret(saved.ses_secret_set)} required={!saved.ses_secret_set} />
        </>
      );
    case 'log':
      return (
        <Alert tone="info" title={t`Nothing is sent`}>
          <Trans>The log driver writes every e-mail to the application log instead of sending it. Use it while testing, never for customers.</Trans>
        </Alert>
      );
  }
}

function TestMail({ tested }: { tested: boolean }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const send = useSendTestMail();
  return (
    <Card
      title={t`Send a test e-mail`}
      headingLevel={3}
      description={tested ? t`A test went out with these settings before. Send another to check a change.` : t`Check the settings before customers depend on them.`}
    >
      {send.data?.message ? <Alert tone="success">{send.data.message}</Alert> : null}
      <Form<{ to: string }>
        className={styles.form}
        aria-label={t`Send a test e-mail`}
        validate={(values) => ({ to: emailError(values.to, { missing: t`Enter where the test should go.` }) })}
        onSubmit={(values) => send.mutateAsync({ to: text(values.to) })}
      >
        <FormError />
        <TextField name="to" label={t`Send it to`} type="email" inputMode="email" defaultValue={user?.email ?? ''} required />
        <div className={styles.inlineActions}>
          <SubmitButton variant="secondary"><Trans>Send a test e-mail</Trans></SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

export default function EmailStep() {
  const { i18n, t } = useLingui();
  const { state } = useWizardContext();
  const save = useSaveMailSettings();
  const draft = useStepDraft('email', SECRETS);
  const saved = state.mail;
  const [driver, setDriver] = useState<MailDriver>(isDriver(draft.initial.driver) ? draft.initial.driver : (saved.driver ?? 'smtp'));
  const done = state.steps.email === 'done';

  return (
    <StepFrame step="email" description={t`How the portal sends e-mail: invitations, password resets, invoices and alerts.`}>
      {save.data?.message ? <Alert tone="success">{save.data.message}</Alert> : null}
      <Form<MailValues>
        className={styles.form}
        aria-label={t`Mail settings`}
        onChange={draft.onChange}
        validate={(values) => mailErrors(values, driver, saved, i18n)}
        onSubmit={async (values) => {
          await save.mutateAsync(mailPayload(values, driver));
          draft.clear();
        }}
      >
        <FormError />
        <SelectField name="driver" label={t`Send with`} options={DRIVERS.map((option) => ({ value: option.value, label: t(option.label) }))} value={driver} onChange={(event) => isDriver(event.target.value) && setDriver(event.target.value)} required />
        <div className={styles.fieldRow}>
          <TextField
            name="from_address"
            label={t`From address`}
            type="email"
            inputMode="email"
            placeholder={t`no-reply@example.com`}
            defaultValue={draft.initial.from_address ?? saved.from_address ?? ''}
            required
          />
          <TextField name="from_name" label={t`From name`} defaultValue={draft.initial.from_name ?? saved.from_name ?? state.app_settings.app_name} required />
        </div>
        <DriverFields key={driver} driver={driver} saved={saved} />
        <div className={styles.inlineActions}>
          <SubmitButton variant={done ? 'secondary' : 'primary'}><Trans>Save the mail settings</Trans></SubmitButton>
        </div>
      </Form>
      {done ? <TestMail tested={saved.tested_at !== null} /> : null}
      <StepFooter step="email">
        <ContinueLink to={nextStep('email', state)} ready={done} waitingFor={t`Save the mail settings to continue.`} />
      </StepFooter>
    </StepFrame>
  );
}
