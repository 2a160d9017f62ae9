import { Trans, useLingui } from '@lingui/react/macro';
import { api, useSystemSettings, type ServerType } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { Button } from '@portal/ui-kit/button';
import { ErrorState } from '@portal/ui-kit/error-state';
import { SelectField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, requiredError, SubmitButton } from '@portal/ui-kit/form';
import { CenteredPanel } from '@portal/ui-kit/layout';
import { SkeletonText } from '@portal/ui-kit/skeleton';
import { TextLink } from '@portal/ui-kit/link';
import { useState } from 'react';
import { Link } from 'react-router';
import * as styles from './public.css.ts';
import { requestTrialResponse } from '@portal/api-client/schemas';

interface TrialValues {
  name: string;
  email: string;
  server_type: ServerType | '';
  message: string;
}

const SERVER_TYPES = [
  { value: 'plex', label: 'Plex' },
  { value: 'emby', label: 'Emby' },
  { value: 'jellyfin', label: 'Jellyfin' },
];

export default function RequestTrialScreen() {
  const settings = useSystemSettings();
  const [done, setDone] = useState<string | null>(null);
  const { t } = useLingui();
  const back = (
    <TextLink asChild>
      <Link to="/login">
        <Trans>Back to sign in</Trans>
      </Link>
    </TextLink>
  );

  if (settings.isPending) {
    return (
      <CenteredPanel title={t`Request a trial`}>
        <SkeletonText lines={5} />
      </CenteredPanel>
    );
  }
  if (settings.isError) {
    return (
      <CenteredPanel title={t`Request a trial`} footer={back}>
        <ErrorState message={t`We could not load this page.`} onRetry={() => void settings.refetch()} />
      </CenteredPanel>
    );
  }
  if (!settings.data.user_request_trial) {
    return (
      <CenteredPanel title={t`Request a trial`} footer={back}>
        <Alert tone="info" title={t`Trials are closed`}>
          <Trans>We are not taking trial requests at the moment. Please come back later.</Trans>
        </Alert>
      </CenteredPanel>
    );
  }
  if (done) {
    return (
      <CenteredPanel title={t`Request sent`}>
        <Alert tone="success">{done}</Alert>
        <Button asChild fullWidth variant="secondary">
          <Link to="/login">
            <Trans>Back to sign in</Trans>
          </Link>
        </Button>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel
      title={t`Request a trial`}
      description={t`Try a hosted media server for free. Tell us who you are and which server you want.`}
      footer={back}
    >
      <Form<TrialValues>
        className={styles.stack}
        aria-label={t`Request a trial`}
        validate={(values) => ({
          name: requiredError(values.name, t`Enter your name.`),
          email: emailError(values.email),
          server_type: requiredError(values.server_type, t`Choose a server type.`),
        })}
        onSubmit={async (values) => {
          const body = await api.post('/api/request-trial', { schema: requestTrialResponse,
            json: {
              name: values.name.trim(),
              email: values.email.trim(),
              server_type: values.server_type as ServerType,
              ...(values.message.trim() ? { message: values.message.trim() } : {}),
            },
            rejectOnError: true,
          });
          setDone(body.message ?? t`Thanks! We will e-mail you as soon as your trial server is ready.`);
        }}
      >
        <FormError />
        <TextField name="name" label={t`Your name`} autoComplete="name" required />
        <TextField name="email" label={t`E-mail address`} type="email" autoComplete="email" inputMode="email" required />
        <SelectField name="server_type" label={t`Server type`} options={SERVER_TYPES} placeholder={t`Choose a server type`} defaultValue="" required />
        <TextAreaField name="message" label={t`Anything we should know?`} description={t`Optional.`} rows={3} maxLength={1000} />
        <SubmitButton fullWidth>
          <Trans>Request the trial</Trans>
        </SubmitButton>
      </Form>
    </CenteredPanel>
  );
}
