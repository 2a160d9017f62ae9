import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Alert, type AlertTone } from '@portal/ui-kit/alert';
import { SelectField, SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, maxLengthError, requiredError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { Card } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateAlert } from '../api/create-alert.ts';
import { useDeleteAlert } from '../api/delete-alert.ts';
import { useAlert } from '../api/get-alert.ts';
import type { AdminAlert, AdminAlertInput, AlertLevel } from '../api/types.ts';
import { useUpdateAlert } from '../api/update-alert.ts';
import { DeleteAction } from '../shared/delete-action.tsx';
import { CancelLink, Loaded, NotFound, useEditedId } from '../shared/editor-parts.tsx';
import { ALERT_LEVELS } from '../shared/labels.ts';
import { TargetingFields, targetingInput, validateTargeting, type TargetingValues } from '../shared/targeting-fields.tsx';
import * as styles from '../shared/user-interaction.css.ts';

const LIST = '/admin/user-interaction/alerts';

interface AlertValues extends TargetingValues {
  text: string;
  level: string;
  link_url: string;
  link_text: string;
  dismissible: boolean;
}

/** The banner's tone on the customer side: the API's `danger` is the kit's `error`. */
export const toneOf = (level: AlertLevel): AlertTone => (level === 'danger' ? 'error' : level);

const isLevel = (value: string): value is AlertLevel => ALERT_LEVELS.some((level) => level.value === value);

function validateAlert(values: AlertValues): FormValidationErrors<AlertValues> {
  const link = text(values.link_url);
  return {
    text: requiredError(text(values.text), translate`Enter the alert's text.`) ?? maxLengthError(text(values.text), 500, translate`Keep the text under 500 characters.`),
    link_url:
      link && !(link.startsWith('/') || /^https?:\/\/\S+$/.test(link))
        ? translate`Start the address with / for a portal page, or with https://.`
        : !link && text(values.link_text)
          ? translate`Enter the address the link leads to, or leave its text empty.`
          : undefined,
    ...validateTargeting(values),
  };
}

function alertInput(values: AlertValues): AdminAlertInput {
  const link = text(values.link_url) || null;
  return {
    text: text(values.text),
    level: isLevel(values.level) ? values.level : 'info',
    link_url: link,
    link_text: link ? text(values.link_text) || null : null,
    dismissible: values.dismissible,
    ...targetingInput(values),
  };
}

/** The banner as the customers will see it. */
function AlertPreview({ draft }: { draft: Pick<AlertValues, 'text' | 'level' | 'link_url' | 'link_text'> }) {
  const { t } = useLingui();
  const headingId = useId();
  const tone = toneOf(isLevel(draft.level) ? draft.level : 'info');
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewHeading}>
        {t`Preview`}
      </h3>
      {text(draft.text) ? (
        // Not announced while typing: the text is in the field above.
        <Alert tone={tone} aria-live="off">
          {draft.text}{' '}
          {text(draft.link_url) ? <span className={styles.legend}>{text(draft.link_text) || t`Learn more`}</span> : null}
        </Alert>
      ) : (
        <p className={styles.muted}>{t`Nothing to show yet.`}</p>
      )}
    </section>
  );
}

function AlertForm({ alert }: { alert?: AdminAlert }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const outcome = useOutcome();
  const create = useCreateAlert();
  const update = useUpdateAlert(alert?.id ?? 0);
  const remove = useDeleteAlert(alert?.id ?? 0);
  const [draft, setDraft] = useState<Pick<AlertValues, 'text' | 'level' | 'link_url' | 'link_text'>>({ text: alert?.text ?? '', level: alert?.level ?? 'info', link_url: alert?.link_url ?? '', link_text: alert?.link_text ?? '' });

  const submit = async (values: AlertValues) => {
    const input = alertInput(values);
    const answer = await outcome.run(() => (alert ? update.mutateAsync(input) : create.mutateAsync(input)), {
      success: alert ? t`The alert has been updated` : t`The alert has been created`,
    });
    if (answer) await navigate(LIST);
  };

  return (
    <Card title={alert ? t`Edit alert` : t`New alert`} description={t`A banner at the top of the portal. Customers who may dismiss it do not see it again once they have.`}>
      <Form<AlertValues>
        onSubmit={submit}
        validate={validateAlert}
        onChange={(event) => {
          const data = new FormData(event.currentTarget);
          setDraft({ text: String(data.get('text') ?? ''), level: String(data.get('level') ?? 'info'), link_url: String(data.get('link_url') ?? ''), link_text: String(data.get('link_text') ?? '') });
        }}
      >
        <FormError />
        <div className={styles.formGrid}>
          <TextAreaField className={styles.wide} label={t`Text`} name="text" required rows={3} defaultValue={alert?.text ?? ''} description={t`One or two sentences; up to 500 characters.`} />
          <SelectField label={t`Level`} name="level" defaultValue={alert?.level ?? 'info'} options={ALERT_LEVELS.map((level) => ({ value: level.value, label: t(level.label) }))} />
          <SwitchField label={t`Customers may dismiss it`} name="dismissible" defaultChecked={alert?.dismissible ?? true} />
          <TextField label={t`Link address`} name="link_url" defaultValue={alert?.link_url ?? ''} description={t`Optional: /app/status for a portal page, or https://…`} inputMode="url" spellCheck={false} />
          <TextField label={t`Link text`} name="link_text" defaultValue={alert?.link_text ?? ''} description={t`Empty: “Learn more”.`} />
          <div className={styles.wide}>
            <TargetingFields value={alert} />
          </div>
          <div className={styles.wide}>
            <AlertPreview draft={draft} />
          </div>
        </div>
        <div className={styles.formActions}>
          {alert ? (
            <DeleteAction
              label={t`Delete alert`}
              title={t`Delete this alert?`}
              description={t`“${alert.text}” disappears for every customer at once.`}
              fallback={t`The alert has been deleted`}
              listPath={LIST}
              remove={() => remove.mutateAsync()}
            />
          ) : null}
          <CancelLink to={LIST} />
          <SubmitButton>{alert ? t`Save alert` : t`Create alert`}</SubmitButton>
        </div>
      </Form>
    </Card>
  );
}

function EditAlert({ id }: { id: number }) {
  const { t } = useLingui();
  const alert = useAlert(id);
  return (
    <Loaded
      query={alert}
      loading={t`Loading the alert`}
      failed={t`The alert could not be loaded`}
      notFound={<NotFound title={t`This alert does not exist`} listPath={LIST} listLabel={t`Back to the alerts`} />}
    >
      {(data) => <AlertForm alert={data} />}
    </Loaded>
  );
}

/** `/app/admin/user-interaction/alerts/new` and `/alerts/:alert`: an alert's text, link, audience and dates. */
export default function AlertEditorScreen() {
  const { t } = useLingui();
  const id = useEditedId('alert');
  if (id === undefined) return <AlertForm />;
  if (id === null) return <NotFound title={t`This alert does not exist`} listPath={LIST} listLabel={t`Back to the alerts`} />;
  return <EditAlert key={id} id={id} />;
}
