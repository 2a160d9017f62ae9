import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, maxLengthError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useMemo } from 'react';
import type { SettingsProfile } from '../api/types.ts';
import { useUpdateProfile, type ProfileInput } from '../api/update-profile.ts';
import * as styles from '../layout/settings.css.ts';
import { timezoneOptions } from '../lib/timezones.ts';
import { useSave } from '../store/settings-store.tsx';

function profileErrors(values: ProfileInput) {
  return {
    name: requiredError(values.name, t`Enter your name.`) ?? maxLengthError(values.name, 255, t`Use at most 255 characters.`),
    email: emailError(values.email) ?? maxLengthError(values.email, 255, t`Use at most 255 characters.`),
    timezone: requiredError(values.timezone, t`Choose your time zone.`),
  };
}

/** Name, e-mail address and time zone. */
export function ProfileForm({ profile }: { profile: SettingsProfile }) {
  const { t } = useLingui();
  const update = useUpdateProfile();
  const save = useSave();
  const zones = useMemo(() => timezoneOptions(profile.timezone), [profile.timezone]);
  return (
    <Card title={t`Profile`} description={t`How we address you, where we write to, and the time zone of the dates in our e-mails.`}>
      <Form<ProfileInput>
        className={styles.form}
        aria-label={t`Profile`}
        validate={profileErrors}
        onSubmit={(values) =>
          save(() => update.mutateAsync({ name: text(values.name), email: text(values.email), timezone: values.timezone }), t`Your profile has been updated.`)
        }
      >
        <FormError />
        <div className={styles.fieldRow}>
          <TextField name="name" label={t`Name`} autoComplete="name" defaultValue={profile.name} required />
          <TextField name="email" type="email" label={t`E-mail address`} autoComplete="email" defaultValue={profile.email} required />
        </div>
        <SelectField name="timezone" label={t`Time zone`} options={zones} defaultValue={profile.timezone} required />
        <div className={styles.formFooter}>
          <SubmitButton>
            <Trans>Save profile</Trans>
          </SubmitButton>
        </div>
      </Form>
    </Card>
  );
}
