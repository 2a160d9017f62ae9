import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Badge } from '@portal/ui-kit/badge';
import { Button } from '@portal/ui-kit/button';
import { PasswordField, SelectField, SwitchField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, emailError, maxLengthError, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useSaveIntegrationSettings, type IntegrationSettingsChange } from '../api/save-integration-settings.ts';
import type { IntegrationSettings, IntegrationValue } from '../api/types.ts';
import * as styles from '../integrations.css.ts';
import type { FieldDescriptor, IntegrationForm } from './fields.ts';

type Values = Record<string, unknown>;

/** An absolute address with a scheme and a host, as the API's `url` rule wants it. */
function isUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

/** The message for one field, or undefined when it passes: the same rules the API applies. */
function fieldError(field: FieldDescriptor, raw: unknown, secretSet: boolean): string | undefined {
  const value = text(raw);
  if (field.readOnly || field.kind === 'switch') return undefined;
  if (field.kind === 'secret') {
    // A stored secret stays when the field is left empty.
    return field.required && !secretSet && !value ? translate`This field is required.` : undefined;
  }
  if (!value) return field.required ? translate`This field is required.` : undefined;
  if (field.maxLength !== undefined) {
    const max = field.maxLength;
    const tooLong = maxLengthError(value, max, translate`Use at most ${max} characters.`);
    if (tooLong) return tooLong;
  }
  if (field.kind === 'url' && !isUrl(value)) return translate`Enter a full address starting with https://, like https://example.com.`;
  if (field.kind === 'number') {
    const number = Number(value);
    const min = field.min ?? 0;
    const max = field.max ?? Number.MAX_SAFE_INTEGER;
    if (!/^\d+$/.test(value) || number < min || number > max) return translate`Enter a whole number from ${min} to ${max}.`;
  }
  if (field.email) return emailError(value);
  if (field.pattern && !field.pattern.test.test(value)) return translate(field.pattern.message);
  return undefined;
}

/** The form's values as the API reads them: numbers as numbers, empty texts as null. */
function valueOf(field: FieldDescriptor, raw: unknown): IntegrationValue {
  if (field.kind === 'switch') return raw === true;
  const value = text(raw);
  if (!value) return null;
  return field.kind === 'number' ? Number(value) : value;
}

const shown = (value: IntegrationValue | undefined): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value);

interface SecretFieldProps {
  field: FieldDescriptor;
  set: boolean;
  value: string;
  removing: boolean;
  onChange: (value: string) => void;
  onRemoving: (removing: boolean) => void;
}

/**
 * A write-only setting: the field is always empty and says whether a value is stored. Typing
 * replaces it on save; leaving it empty keeps it; an optional one can be removed explicitly.
 */
function SecretField({ field, set, value, removing, onChange, onRemoving }: SecretFieldProps) {
  const { t } = useLingui();
  const label = t(field.label);
  const state = removing ? (
    <Badge tone="warning">{t`Removed when you save`}</Badge>
  ) : set ? (
    <Badge tone="success">{t`Set`}</Badge>
  ) : (
    <Badge tone="neutral">{t`Not set`}</Badge>
  );
  const hint = removing ? t`Save to remove it, or keep it.` : set ? t`Leave empty to keep it; type a new value to replace it.` : t`Type the value to store it.`;
  return (
    <div className={`${styles.secret} ${field.wide ? styles.wide : ''}`}>
      <PasswordField
        label={label}
        name={field.name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={removing}
        required={field.required && !set}
        autoComplete="new-password"
        description={
          <>
            {state} {hint}
            {field.help ? <> {t(field.help)}</> : null}
          </>
        }
      />
      {set && !field.required ? (
        <div className={styles.secretActions}>
          {removing ? (
            <Button size="sm" variant="ghost" onClick={() => onRemoving(false)}>{t`Keep ${label}`}</Button>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => { onChange(''); onRemoving(true); }}>{t`Remove ${label}`}</Button>
          )}
        </div>
      ) : null}
    </div>
  );
}

function SettingField({ field, settings }: { field: FieldDescriptor; settings: IntegrationSettings }) {
  const { t } = useLingui();
  const label = t(field.label);
  const description = field.help ? t(field.help) : undefined;
  const value = settings.values[field.name];
  const className = field.wide ? styles.wide : undefined;
  switch (field.kind) {
    case 'switch':
      return <SwitchField label={label} name={field.name} description={description} defaultChecked={value === true} className={className} />;
    case 'select':
      return (
        <SelectField
          label={label}
          name={field.name}
          description={description}
          required={field.required}
          defaultValue={shown(value) || field.options?.[0]?.value}
          options={(field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }))}
          className={className}
        />
      );
    default:
      if (field.readOnly) {
        return <TextField label={label} description={description} value={shown(value) || t`Not generated yet`} readOnly spellCheck={false} className={className} />;
      }
      return (
        <TextField
          label={label}
          name={field.name}
          description={description}
          required={field.required}
          defaultValue={shown(value)}
          type={field.kind === 'url' ? 'url' : field.email ? 'email' : 'text'}
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          autoComplete="off"
          spellCheck={false}
          className={className}
        />
      );
  }
}

export interface IntegrationSettingsFormProps {
  integration: string;
  form: IntegrationForm;
  settings: IntegrationSettings;
}

/**
 * The one settings form of every integration, drawn from its field descriptors. It checks each
 * field before sending, keeps what was typed when the save fails (with the server's messages next
 * to their fields), and sends a secret only when it was replaced or removed.
 */
export function IntegrationSettingsForm({ integration, form, settings }: IntegrationSettingsFormProps) {
  const { t } = useLingui();
  const save = useSaveIntegrationSettings(integration);
  const outcome = useOutcome();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [removing, setRemoving] = useState<Record<string, boolean>>({});
  const title = t(form.title);

  const validate = (values: Values): FormValidationErrors<Values> =>
    Object.fromEntries(form.fields.map((field) => [field.name, removing[field.name] ? undefined : fieldError(field, values[field.name], settings.secrets[field.name] === true)]));

  const submit = async (values: Values) => {
    const change: IntegrationSettingsChange = { values: {}, secrets: {}, enabled: values.enabled === true };
    for (const field of form.fields) {
      if (field.readOnly) continue;
      if (field.kind !== 'secret') change.values[field.name] = valueOf(field, values[field.name]);
      else if (removing[field.name]) change.secrets[field.name] = null;
      else if (typed[field.name]) change.secrets[field.name] = typed[field.name] ?? '';
    }
    const answer = await outcome.run(() => save.mutateAsync(change), { success: t`The settings have been saved` });
    if (answer) {
      // Stored now: the fields say "Set" and stay empty, as write-only settings do.
      setTyped({});
      setRemoving({});
    }
  };

  return (
    <Card title={title} description={t(form.description)}>
      <Form<Values> validate={validate} onSubmit={submit} aria-label={t`${title} settings`}>
        <FormError />
        <div className={styles.formGrid}>
          <SwitchField
            label={t`Enabled`}
            name="enabled"
            description={t`When off, the platform keeps the settings but does not use them.`}
            defaultChecked={settings.enabled ?? false}
            className={styles.wide}
          />
          {form.fields.map((field) =>
            field.kind === 'secret' ? (
              <SecretField
                key={field.name}
                field={field}
                set={settings.secrets[field.name] === true}
                value={typed[field.name] ?? ''}
                removing={removing[field.name] === true}
                onChange={(value) => setTyped((current) => ({ ...current, [field.name]: value }))}
                onRemoving={(next) => setRemoving((current) => ({ ...current, [field.name]: next }))}
              />
            ) : (
              <SettingField key={field.name} field={field} settings={settings} />
            ),
          )}
        </div>
        <div className={styles.formActions}>
          <SubmitButton>{t`Save settings`}</SubmitButton>
        </div>
      </Form>
      {outcome.dialog}
    </Card>
  );
}
