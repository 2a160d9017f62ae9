import { Trans, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@portal/ui-kit/dialog';
import { SwitchField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { isValidationFailure, useOutcome } from '@portal/ui-kit/outcome';
import { Card } from '@portal/ui-kit/layout';
import { Section } from '@portal/ui-kit/section';
import { useState } from 'react';
import { useRequestSettings } from '../api/get-settings.ts';
import { useSaveRequestSettings, type SettingsChanges } from '../api/save-settings.ts';
import type { RequestSettings } from '../api/types.ts';
import * as styles from '../shared/request-setup.css.ts';

/** The API's limits. */
const URL_MAX = 255;
const MENU_NAME_MAX = 40;

interface SettingsValues {
  request_lounge: boolean;
  ombi_url: string;
  ombi_menu_name: string;
}

/** An http(s) address with a host, as the server's rule wants it. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.includes('.');
  } catch {
    return false;
  }
}

/** A save waiting for the admin to confirm that customers lose the lounge. */
interface PendingSave {
  changes: SettingsChanges;
  resolve: () => void;
  reject: (error: unknown) => void;
}

function SettingsForm({ settings }: { settings: RequestSettings }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const save = useSaveRequestSettings();
  // The switch as it is now, so the note says what saving will do.
  const [on, setOn] = useState(settings.request_lounge);
  const [pending, setPending] = useState<PendingSave | null>(null);

  const send = (changes: SettingsChanges) => outcome.run(() => save.mutateAsync(changes), { success: t`The request lounge’s settings have been saved.` });

  const validate = (values: SettingsValues): FormValidationErrors<SettingsValues> => {
    const url = text(values.ombi_url);
    const name = text(values.ombi_menu_name);
    const needed = !values.request_lounge;
    return {
      ombi_url:
        (needed ? requiredError(url, t`Enter the address customers go to while the lounge is off.`) : undefined) ??
        maxLengthError(url, URL_MAX, t`Keep the address to 255 characters.`) ??
        (url && !isHttpUrl(url) ? t`Enter a full http:// or https:// address, like https://requests.example.com.` : undefined),
      ombi_menu_name:
        (needed ? requiredError(name, t`Enter the name the customer menu shows for the link.`) : undefined) ??
        maxLengthError(name, MENU_NAME_MAX, t`Keep the menu name to 40 characters.`),
    };
  };

  const menuName = pending?.changes.ombi_menu_name ?? '';
  const address = pending?.changes.ombi_url ?? '';

  return (
    <>
      <Form<SettingsValues>
        aria-label={t`Request lounge settings`}
        validate={validate}
        onSubmit={(values) => {
          const changes: SettingsChanges = {
            request_lounge: values.request_lounge,
            ombi_url: text(values.ombi_url) || null,
            ombi_menu_name: text(values.ombi_menu_name) || null,
          };
          // Switching the lounge off takes it away from every customer: ask first.
          if (settings.request_lounge && !changes.request_lounge) {
            return new Promise<void>((resolve, reject) => setPending({ changes, resolve, reject }));
          }
          return send(changes);
        }}
      >
        <div className={styles.tightStack}>
          <FormError />
          <SwitchField
            name="request_lounge"
            label={t`Request lounge`}
            description={t`On: customers request titles in the portal’s request lounge. Off: the lounge is closed and the customer menu links to the site below instead.`}
            defaultChecked={settings.request_lounge}
            onCheckedChange={setOn}
          />
          <p className={styles.note} aria-live="polite">
            {on ? (
              <Trans>Saving changes the customers’ menu: it shows the request lounge.</Trans>
            ) : (
              <Trans>Saving changes the customers’ menu: instead of the request lounge it shows the link below, for every signed-in customer at once.</Trans>
            )}
          </p>
          <div className={styles.fields}>
            <TextField
              name="ombi_url"
              type="url"
              label={t`External request site`}
              description={t`Where customers request titles while the lounge is off, such as an Ombi or Overseerr site.`}
              defaultValue={settings.ombi_url ?? ''}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required={!on}
            />
            <TextField
              name="ombi_menu_name"
              label={t`Menu name`}
              description={t`The link’s name in the customer menu while the lounge is off.`}
              defaultValue={settings.ombi_menu_name ?? ''}
              autoComplete="off"
              required={!on}
            />
          </div>
          <div className={styles.actions}>
            <SubmitButton>
              <Trans>Save settings</Trans>
            </SubmitButton>
          </div>
        </div>
      </Form>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (open || !pending) return;
          // Closed: after the save, or cancelled (nothing saved, the form stays as typed). Settling twice does nothing.
          pending.resolve();
          setPending(null);
        }}
        title={t`Switch the request lounge off?`}
        description={t`Customers can no longer request titles in the portal. Their menu shows “${menuName}”, which opens ${address}.`}
        confirmLabel={t`Switch off`}
        tone="danger"
        onConfirm={async () => {
          if (!pending) return;
          const current = pending;
          try {
            const answer = await save.mutateAsync(current.changes);
            outcome.done(answer.message, t`The request lounge’s settings have been saved.`);
            current.resolve();
          } catch (error) {
            // A refusal of a field goes back to the form, next to the field; anything else is told.
            if (isValidationFailure(error)) current.reject(error);
            else {
              outcome.failed(error);
              current.resolve();
            }
          }
        }}
      />
      {outcome.dialog}
    </>
  );
}

/** `/app/admin/requests/settings`: the lounge switched on or off, and the external link the customer menu shows while it is off. */
export default function SettingsScreen() {
  const { t } = useLingui();
  const settings = useRequestSettings();
  return (
    <div className={styles.stack}>
      <Card title={t`Request lounge settings`} description={t`Whether customers request titles in the portal, or on a site of their own.`}>
        <Section query={settings} loading={t`Loading the request lounge’s settings`} error={t`The request lounge’s settings could not be loaded`} keepDataOnError>
          {(data) => <SettingsForm settings={data} />}
        </Section>
      </Card>
    </div>
  );
}
