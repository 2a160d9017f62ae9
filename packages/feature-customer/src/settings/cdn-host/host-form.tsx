import { useLingui } from '@lingui/react/macro';
import { TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, text } from '@portal/ui-kit/form';
import { useSetCdnHost } from '../api/set-cdn-host.ts';
import * as settingsStyles from '../layout/settings.css.ts';
import { hostError } from '../lib/validation.ts';
import { useSave } from '../store/settings-store.tsx';

/** Sets or changes the host name. */
export function HostForm({ current, submitLabel }: { current: string | null; submitLabel: string }) {
  const { t } = useLingui();
  const setHost = useSetCdnHost();
  const save = useSave();
  return (
    <Form<{ host: string }>
      className={settingsStyles.form}
      aria-label={current ? t`Change the CDN host` : t`Set a CDN host`}
      validate={(values) => ({ host: hostError(values.host) })}
      onSubmit={(values) => save(() => setHost.mutateAsync(text(values.host)), t`The CDN host has been saved.`)}
    >
      <FormError />
      <TextField
        name="host"
        label={t`Host name`}
        description={t`A subdomain of a domain you own, such as media.example.com.`}
        placeholder={t`media.example.com`}
        defaultValue={current ?? ''}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode="url"
        required
      />
      <div className={settingsStyles.formFooter}>
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
