import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Alert } from '@portal/ui-kit/alert';
import { SelectField, SwitchField, TextField, type SelectOption } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useMemo } from 'react';
import type { RemoteBitrate, ServerPreferences, ServerPreferencesInput, Weekday } from '../api/types.ts';
import { useUpdateServerPreferences } from '../api/update-server-preferences.ts';
import * as styles from '../layout/settings.css.ts';
import { timezoneOptions } from '../lib/timezones.ts';
import { useSave } from '../store/settings-store.tsx';

const WEEKDAYS: { value: Weekday; label: string }[] = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
];

const HOURS: SelectOption[] = Array.from({ length: 24 }, (_, hour) => {
  const start = String(hour).padStart(2, '0');
  const end = String((hour + 1) % 24).padStart(2, '0');
  return { value: String(hour), label: `${start}:00 – ${end}:00` };
});

const ORIGINAL = 'original';

const BITRATES: { value: string; label: string }[] = [
  { value: ORIGINAL, label: 'Original quality (no limit)' },
  { value: '20', label: '20 Mbit/s – 1080p, high' },
  { value: '12', label: '12 Mbit/s – 1080p' },
  { value: '8', label: '8 Mbit/s – 720p, high' },
  { value: '4', label: '4 Mbit/s – 720p' },
  { value: '2', label: '2 Mbit/s – 480p' },
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
    display_name: requiredError(values.display_name, 'Give the server a name.') ?? maxLengthError(values.display_name, 60, 'Use at most 60 characters.'),
    timezone: requiredError(values.timezone, 'Choose the server’s time zone.'),
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
  const update = useUpdateServerPreferences();
  const save = useSave();
  const zones = useMemo(() => timezoneOptions(preferences.timezone), [preferences.timezone]);
  const product = SERVER_TYPE_LABELS[preferences.server_type];
  const suspended = preferences.server_status === 'suspended';

  return (
    <Form<FormValues>
      className={styles.section}
      aria-label={`Preferences of ${preferences.display_name}`}
      validate={preferencesErrors}
      onSubmit={(values) =>
        save(() => update.mutateAsync({ id: preferences.server_id, json: toInput(values) }), 'The server settings have been saved.')
      }
    >
      {suspended ? (
        <Alert tone="warning" title="This server is suspended">
          Its settings cannot be changed until the open invoice is paid.
        </Alert>
      ) : null}
      <FormError />
      {/* A disabled fieldset disables every field in it, so a suspended server's form only reads. */}
      <fieldset className={styles.sectionFieldset} disabled={suspended}>
        <Card title="General">
          <div className={styles.fieldRow}>
            <TextField name="display_name" label="Display name" description="The server’s name in the portal." defaultValue={preferences.display_name} maxLength={60} required />
            <SelectField
              name="timezone"
              label="Time zone"
              description={`Schedules and logs of ${product} use it.`}
              options={zones}
              defaultValue={preferences.timezone}
              required
            />
          </div>
        </Card>
        <Card title="Updates and maintenance" description="Restarts for updates and upkeep happen in a one-hour window each week, in the server’s time zone.">
          <SwitchField
            name="auto_update"
            label="Automatic updates"
            description={`Install new versions of ${product} in the maintenance window.`}
            defaultChecked={preferences.auto_update}
          />
          <div className={styles.fieldRow}>
            <SelectField name="maintenance_day" label="Maintenance day" options={WEEKDAYS} defaultValue={preferences.maintenance_day} />
            <SelectField name="maintenance_hour" label="Maintenance hour" options={HOURS} defaultValue={String(preferences.maintenance_hour)} />
          </div>
        </Card>
        <Card title="Transcoding" description="The defaults for streams that have to be converted on the way.">
          <div className={styles.fieldRow}>
            <SelectField
              name="transcoder_quality"
              label="Transcoder quality"
              options={preferences.transcoder_qualities}
              defaultValue={preferences.transcoder_quality}
            />
            <SelectField
              name="remote_bitrate_mbps"
              label="Remote streams at most"
              description="Streams outside the home network are converted down to this."
              options={BITRATES}
              defaultValue={preferences.remote_bitrate_mbps === null ? ORIGINAL : String(preferences.remote_bitrate_mbps)}
            />
          </div>
          <SwitchField
            name="hardware_transcoding"
            label="Hardware transcoding"
            description="Use the node’s graphics chip where it can, for more streams at once."
            defaultChecked={preferences.hardware_transcoding}
          />
        </Card>
        <div className={styles.formFooter}>
          <SubmitButton>Save server preferences</SubmitButton>
        </div>
      </fieldset>
    </Form>
  );
}
