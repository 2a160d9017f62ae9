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
  const back = (
    <TextLink asChild>
      <Link to="/login">Back to sign in</Link>
    </TextLink>
  );

  if (settings.isPending) {
    return (
      <CenteredPanel title="Request a trial">
        <SkeletonText lines={5} />
      </CenteredPanel>
    );
  }
  if (settings.isError) {
    return (
      <CenteredPanel title="Request a trial" footer={back}>
        <ErrorState message="We could not load this page." onRetry={() => void settings.refetch()} />
      </CenteredPanel>
    );
  }
  if (!settings.data.user_request_trial) {
    return (
      <CenteredPanel title="Request a trial" footer={back}>
        <Alert tone="info" title="Trials are closed">
          We are not taking trial requests at the moment. Please come back later.
        </Alert>
      </CenteredPanel>
    );
  }
  if (done) {
    return (
      <CenteredPanel title="Request sent">
        <Alert tone="success">{done}</Alert>
        <Button asChild fullWidth variant="secondary">
          <Link to="/login">Back to sign in</Link>
        </Button>
      </CenteredPanel>
    );
  }

  return (
    <CenteredPanel title="Request a trial" description="Try a hosted media server for free. Tell us who you are and which server you want." footer={back}>
      <Form<TrialValues>
        className={styles.stack}
        aria-label="Request a trial"
        validate={(values) => ({
          name: requiredError(values.name, 'Enter your name.'),
          email: emailError(values.email),
          server_type: requiredError(values.server_type, 'Choose a server type.'),
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
          setDone(body.message ?? 'Thanks! We will e-mail you as soon as your trial server is ready.');
        }}
      >
        <FormError />
        <TextField name="name" label="Your name" autoComplete="name" required />
        <TextField name="email" label="E-mail address" type="email" autoComplete="email" inputMode="email" required />
        <SelectField name="server_type" label="Server type" options={SERVER_TYPES} placeholder="Choose a server type" defaultValue="" required />
        <TextAreaField name="message" label="Anything we should know?" description="Optional." rows={3} maxLength={1000} />
        <SubmitButton fullWidth>Request the trial</SubmitButton>
      </Form>
    </CenteredPanel>
  );
}
