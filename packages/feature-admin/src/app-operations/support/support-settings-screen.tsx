import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField, SelectField, SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { emailError, Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatDateTime } from '@portal/ui-kit/format';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { Section } from '@portal/ui-kit/section';
import { useState } from 'react';
import { useSupportSettings } from '../api/get-support-settings.ts';
import type { AttachmentExtension, SupportSettings, SupportSettingsInput, TicketPriority } from '../api/types.ts';
import { useUpdateSupportSettings } from '../api/update-support-settings.ts';
import { useConfirmCustomerChanges } from '../shared/confirm-customer-changes.tsx';
import { mapErrorOnto, textOf, wholeNumber } from '../shared/form-values.ts';
import * as styles from '../shared/settings.css.ts';

const PRIORITIES: Record<TicketPriority, MessageDescriptor> = {
  low: msg`Low`,
  medium: msg`Medium`,
  high: msg`High`,
  urgent: msg`Urgent`,
};

const EXTENSIONS: readonly AttachmentExtension[] = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'pdf', 'txt', 'log', 'zip'];
const MAX_DEPARTMENTS = 10;
const DEPARTMENT_MAX = 40;
const AUTO_REPLY_MAX = 1000;
const OFFICE_HOURS_MAX = 120;

type Values = Record<string, unknown>;

/** The department names typed, one a line, blank lines left out. */
function departmentsOf(value: unknown): string[] {
  return (typeof value === 'string' ? value : '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

function toInput(values: Values): SupportSettingsInput {
  const autoReply = textOf(values.auto_reply_text);
  const officeHours = textOf(values.office_hours);
  const email = textOf(values.notify_email);
  return {
    departments: departmentsOf(values.departments),
    default_priority: textOf(values.default_priority) as TicketPriority,
    auto_close_days: wholeNumber(values.auto_close_days) ?? 0,
    max_attachments: wholeNumber(values.max_attachments) ?? 0,
    max_attachment_mb: wholeNumber(values.max_attachment_mb) ?? 0,
    allowed_extensions: EXTENSIONS.filter((extension) => values[`ext.${extension}`] === true),
    auto_reply_enabled: values.auto_reply_enabled === true,
    auto_reply_text: autoReply || null,
    office_hours: officeHours || null,
    notify_staff: values.notify_staff === true,
    notify_email: email || null,
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, index) => item === b[index]);

function SupportSettingsForm({ settings }: { settings: SupportSettings }) {
  const { t } = useLingui();
  const update = useUpdateSupportSettings();
  const outcome = useOutcome();
  const confirm = useConfirmCustomerChanges();
  const [autoReply, setAutoReply] = useState(settings.auto_reply_enabled);
  const [notify, setNotify] = useState(settings.notify_staff);

  const range = (value: unknown, min: number, max: number, message: string) => {
    const number = wholeNumber(value);
    return number === null || number < min || number > max ? message : undefined;
  };

  const validate = (values: Values) => {
    const departments = departmentsOf(values.departments);
    const lowered = departments.map((name) => name.toLowerCase());
    let departmentError: string | undefined;
    if (departments.length === 0) departmentError = t`Name at least one department.`;
    else if (departments.length > MAX_DEPARTMENTS) departmentError = t`Name at most ${MAX_DEPARTMENTS} departments.`;
    else if (departments.some((name) => name.length > DEPARTMENT_MAX)) departmentError = t`Keep each department name to ${DEPARTMENT_MAX} characters.`;
    else if (new Set(lowered).size !== lowered.length) departmentError = t`Name each department only once.`;
    const errors: Record<string, string | undefined> = {
      departments: departmentError,
      auto_close_days: range(values.auto_close_days, 0, 90, t`Enter a number of days from 0 to 90.`),
      max_attachments: range(values.max_attachments, 1, 10, t`Enter a number from 1 to 10.`),
      max_attachment_mb: range(values.max_attachment_mb, 1, 25, t`Enter a size from 1 to 25 MB.`),
      'ext.png': EXTENSIONS.some((extension) => values[`ext.${extension}`] === true) ? undefined : t`Allow at least one type of file.`,
      auto_reply_text:
        values.auto_reply_enabled === true && !textOf(values.auto_reply_text)
          ? t`Write the automatic reply, or switch it off.`
          : textOf(values.auto_reply_text).length > AUTO_REPLY_MAX
            ? t`Keep the reply to ${AUTO_REPLY_MAX} characters.`
            : undefined,
      office_hours: textOf(values.office_hours).length > OFFICE_HOURS_MAX ? t`Keep the office hours to ${OFFICE_HOURS_MAX} characters.` : undefined,
      notify_email: values.notify_staff === true ? emailError(values.notify_email, { missing: t`Enter the address that gets the alerts.` }) : undefined,
    };
    return errors;
  };

  const customerChanges = (input: SupportSettingsInput): string[] => {
    const changes: string[] = [];
    if (!sameList(input.departments, settings.departments)) changes.push(t`The departments customers choose from when they open a ticket`);
    if (input.auto_close_days !== settings.auto_close_days) changes.push(t`When customers' answered tickets close by themselves`);
    if (input.max_attachments !== settings.max_attachments || input.max_attachment_mb !== settings.max_attachment_mb || !sameList(input.allowed_extensions, settings.allowed_extensions)) {
      changes.push(t`Which files customers can attach`);
    }
    if (input.auto_reply_enabled !== settings.auto_reply_enabled || (input.auto_reply_enabled && input.auto_reply_text !== settings.auto_reply_text)) {
      changes.push(t`The automatic reply customers get`);
    }
    if ((input.office_hours ?? null) !== (settings.office_hours ?? null)) changes.push(t`The office hours shown to customers`);
    return changes;
  };

  const save = async (values: Values) => {
    const input = toInput(values);
    if (!(await confirm.ask(customerChanges(input)))) return;
    await outcome.run(() => update.mutateAsync(input), { success: t`The support settings have been saved.` });
  };

  const updated = settings.updated_at;
  return (
    <Card
      title={t`Support desk`}
      description={updated ? t`How tickets are filed, answered and closed. Last saved ${formatDateTime(updated)}.` : t`How tickets are filed, answered and closed.`}
    >
      <Form<Values>
        className={styles.form}
        aria-label={t`Support settings`}
        validate={validate}
        mapError={mapErrorOnto({ departments: 'departments', allowed_extensions: 'ext.png' })}
        onSubmit={save}
      >
        <FormError />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Filing a ticket</Trans>
          </legend>
          <TextAreaField
            name="departments"
            label={t`Departments`}
            description={t`One a line, in the order customers see them when they open a ticket. Customers see this.`}
            defaultValue={settings.departments.join('\n')}
            rows={5}
          />
          <div className={styles.fieldRow}>
            <SelectField
              name="default_priority"
              label={t`Priority of a new ticket`}
              description={t`Staff can change it on each ticket. Only staff see it.`}
              defaultValue={settings.default_priority}
              options={(Object.keys(PRIORITIES) as TicketPriority[]).map((value) => ({ value, label: t(PRIORITIES[value]) }))}
            />
            <TextField
              name="office_hours"
              label={t`Office hours`}
              description={t`Shown to customers beside the ticket form, e.g. Mon–Fri 08:00–20:00 (CET). Leave empty to show none.`}
              defaultValue={settings.office_hours ?? ''}
              maxLength={OFFICE_HOURS_MAX}
            />
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Attachments</Trans>
          </legend>
          <p className={styles.customerNote}>
            <Trans>Customers are held to these limits when they attach files to a ticket or a reply.</Trans>
          </p>
          <div className={styles.fieldRow}>
            <TextField name="max_attachments" type="number" inputMode="numeric" min={1} max={10} label={t`Files per message`} description={t`From 1 to 10.`} defaultValue={String(settings.max_attachments)} />
            <TextField name="max_attachment_mb" type="number" inputMode="numeric" min={1} max={25} label={t`Largest file (MB)`} description={t`From 1 to 25 MB per file.`} defaultValue={String(settings.max_attachment_mb)} />
          </div>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>
              <Trans>Allowed types of file</Trans>
            </legend>
            <div className={styles.choices}>
              {EXTENSIONS.map((extension) => (
                <CheckboxField key={extension} name={`ext.${extension}`} label={t`.${extension}`} defaultChecked={settings.allowed_extensions.includes(extension)} />
              ))}
            </div>
          </fieldset>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Answers and closing</Trans>
          </legend>
          <TextField
            name="auto_close_days"
            type="number"
            inputMode="numeric"
            min={0}
            max={90}
            label={t`Close answered tickets after (days)`}
            description={t`A ticket that staff answered and the customer has not replied to for this many days is closed. 0 never closes them. Customers are affected.`}
            defaultValue={String(settings.auto_close_days)}
          />
          <SwitchField
            name="auto_reply_enabled"
            label={t`Send an automatic reply`}
            description={t`Customers get it by e-mail and in the ticket as soon as they open one.`}
            defaultChecked={settings.auto_reply_enabled}
            onCheckedChange={setAutoReply}
          />
          <TextAreaField
            name="auto_reply_text"
            label={t`Automatic reply`}
            description={autoReply ? t`Up to ${AUTO_REPLY_MAX} characters, plain text.` : t`Not sent while the automatic reply is off.`}
            defaultValue={settings.auto_reply_text ?? ''}
            rows={4}
            maxLength={AUTO_REPLY_MAX}
          />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Staff alerts</Trans>
          </legend>
          <SwitchField
            name="notify_staff"
            label={t`E-mail staff about new tickets`}
            description={t`An e-mail for every new ticket and every customer reply. Customers do not see it.`}
            defaultChecked={settings.notify_staff}
            onCheckedChange={setNotify}
          />
          <TextField
            name="notify_email"
            type="email"
            autoComplete="email"
            label={t`Alert address`}
            description={notify ? t`A shared inbox of the support team works best.` : t`Not used while staff alerts are off.`}
            defaultValue={settings.notify_email ?? ''}
          />
        </fieldset>

        <div className={styles.footer}>
          <SubmitButton>
            <Trans>Save support settings</Trans>
          </SubmitButton>
        </div>
      </Form>
      {confirm.dialog}
      {outcome.dialog}
    </Card>
  );
}

/** `/app/admin/app-management/support`: the support desk's departments, limits, automatic reply, office hours and staff alerts. */
export default function SupportSettingsScreen() {
  const { t } = useLingui();
  const settings = useSupportSettings();
  return (
    <Section query={settings} loading={t`Loading the support settings`} error={t`The support settings could not be loaded`} headingLevel={2}>
      {(data) => <SupportSettingsForm settings={data} />}
    </Section>
  );
}
