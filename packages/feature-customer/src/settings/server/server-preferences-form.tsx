import { msg, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { SelectField, SwitchField, TextField, type SelectOption } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { useMemo } from 'react';
import type { RemoteBitrate, ServerPreferences, ServerPreferencesInput, Weekday } from '../api/types.ts';
import { useUpdateServerPreferences } from '../api/update-server-preferences.ts';
import * as styles from '../layout/settings.css.ts';
import { timezoneOptions } from '../lib/timezones.ts';
import { useSave } from '../store/settings-store.tsx';

const WEEKDAYS: { value: Weekday; label: MessageDescriptor }[] = [
  { value: 'monday', label: msg`Monday` },
  { value: 'tuesday', label: msg`Tuesday` },
  { value: 'wednesday', label: msg`Wednesday` },
  { value: 'thursday', label: msg`Thursday` },
  { value: 'friday', label: msg`Friday` },
  { value: 'saturday', label: msg`Saturday` },
  { value: 'sunday', label: msg`Sunday` },
];

const HOURS: SelectOption[] = Array.from({ length: 24 }, (_, hour) => {
  const start = String(hour).padStart(2, '0');
  const end = String((hour + 1) % 24).padStart(2, '0');
  return { value: String(hour), label: `${start}:00 – ${end}:00` };
});

const ORIGINAL = 'original';

const BITRATES: { value: string; label: MessageDescriptor }[] = [
  { value: ORIGINAL, label: msg`Original quality (no limit)` },
  { value: '20', label: msg`20 Mbit/s – 1080p, high` },
  { value: '12', label: msg`12 Mbit/s – 1080p` },
  { value: '8', label: msg`8 Mbit/s – 720p, high` },
  { value: '4', label: msg`4 Mbit/s – 720p` },
  { value: '2', label: msg`2 Mbit/s – 480p` },
];

/** What the form's fields hold: selects and text as strings, switches as booleans. */
interface FormValues {
  display_name: string;
  timezone: string;
  auto_update: boolean;
  maintenance_day: string;
  maintenance_hour: string;
  transcoder_quality: string;
  hardware_transcoding: boolean;
  remote_bitrate_mbps: string;
}

function preferencesErrors(values: FormValues) {
  return {
    display_name: requiredError(values.display_name, t`Give the server a name.`) ?? maxLengthError(values.display_name, 60, t`Use at most 60 characters.`),
    timezone: requiredError(values.timezone, t`Choose the server’s time zone.`),
  };
}

function toInput(values: FormValues): ServerPreferencesInput {
  return {
    display_name: text(values.display_name),
    timezone: values.timezone,
    auto_update: values.auto_update,
    maintenance_day: values.maintenance_day as Weekday,
    maintenance_hour: Number(values.maintenance_hour),
    transcoder_quality: values.transcoder_quality,
    hardware_transcoding: values.hardware_transcoding,
    remote_bitrate_mbps: values.remote_bitrate_mbps === ORIGINAL ? null : (Number(values.remote_bitrate_mbps) as RemoteBitrate),
  };
}

/** The preferences of one server. */
export function ServerPreferencesForm({ preferences }: { preferences: ServerPreferences }) {
  const { t } = useLingui();
  const update = useUpdateServerPreferences();
  const save = useSave();
  const zones = useMemo(() => timezoneOptions(preferences.timezone), [preferences.timezone]);
  const product: string = SERVER_TYPE_LABELS[preferences.server_type];
  const suspended = preferences.server_status === 'suspended';
  const displayName = preferences.display_name;
  const weekdays = WEEKDAYS.map((day) => ({ value: day.value, label: t(day.label) }));
  const bitrates = BITRATES.map((bitrate) => ({ value: bitrate.value, label: t(bitrate.label) }));

  return (
    <Form<FormValues>
      className={styles.section}
      aria-label={t`Preferences of ${displayName}`}
      validate={preferencesErrors}
      onSubmit={(values) =>
        save(() => update.mutateAsync({ id: preferences.server_id, json: toInput(values) }), t`The server settings have been saved.`)
      }
    >
      {suspended ? (
        <Alert tone="warning" title={t`This server is suspended`}>
          <Trans>Its settings cannot be changed until the open invoice is paid.</Trans>
        </Alert>
      ) : null}
      <FormError />
      {/* A disabled fieldset disables every field in it, so a suspended server's form only reads. */}
      <fieldset className={styles.sectionFieldset} disabled={suspended}>
        <Card title={t`General`}>
          <div className={styles.fieldRow}>
            <TextField name="display_name" label={t`Display name`} description={t`The server’s name in the portal.`} defaultValue={preferences.display_name} maxLength={60} required />
            <SelectField
              name="timezone"
              label={t`Time zone`}
              description={t`Schedules and logs of ${product} use it.`}
              options={zones}
              defaultValue={preferences.timezone}
              required
            />
          </div>
        </Card>
        <Card
          title={t`Updates and maintenance`}
          description={t`Restarts for updates and upkeep happen in a one-hour window each week, in the server’s time zone.`}
        >
          <SwitchField
            name="auto_update"
            label={t`Automatic updates`}
            description={t`Install new versions of ${product} in the maintenance window.`}
            defaultChecked={preferences.auto_update}
          />
          <div className={styles.fieldRow}>
            <SelectField name="maintenance_day" label={t`Maintenance day`} options={weekdays} defaultValue={preferences.maintenance_day} />
            <SelectField name="maintenance_hour" label={t`Maintenance hour`} options={HOURS} defaultValue={String(preferences.maintenance_hour)} />
          </div>
        </Card>
        <Card title={t`Transcoding`} description={t`The defaults for streams that have to be converted on the way.`}>
          <div className={styles.fieldRow}>
            <SelectField
              name="transcoder_quality"
              label={t`Transcoder quality`}
              options={preferences.transcoder_qualities}
              defaultValue={preferences.transcoder_quality}
            />
            <SelectField
              name="remote_bitrate_mbps"
              label={t`Remote streams at most`}
              description={t`Streams outside the home network are converted down to this.`}
              options={bitrates}
              defaultValue={preferences.remote_bitrate_mbps === null ? ORIGINAL : String(preferences.remote_bitrate_mbps)}
            />
          </div>
          <SwitchField
            name="hardware_transcoding"
            label={t`Hardware transcoding`}
            description={t`Use the node’s graphics chip where it can, for more streams at once.`}
            defaultChecked={preferences.hardware_transcoding}
          />
        </Card>
        <div className={styles.formFooter}>
          <SubmitButton>
            <Trans>Save server preferences</Trans>
          </SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
