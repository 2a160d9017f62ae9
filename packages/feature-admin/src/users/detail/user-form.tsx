import { Trans, useLingui } from '@lingui/react/macro';
import { CheckboxField, FieldError, TextField } from '@portal/ui-kit/field';
import { defaultMapError, emailError, Form, FormError, requiredError, SubmitButton, text, useFormState, type MappedFormError } from '@portal/ui-kit/form';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useId } from 'react';
import type { AdminUser } from '../api/types.ts';
import { useUpdateUser, type UserChanges } from '../api/update-user.ts';
import { KNOWN_RESTRICTIONS, RESTRICTION_LABELS } from '../labels.ts';
import * as styles from './user.css.ts';

/** Each restriction is a checkbox of its own under this prefix; the form sends them as one list. */
const RESTRICTION_PREFIX = 'restriction:';

type Values = { name: string; email: string; whmcs_id: string; is_trial: boolean; is_moderator: boolean; is_contributor: boolean } & Record<string, unknown>;

/** The restrictions the form offers: the known ones, then any the server sent that the portal does not know. */
function restrictionsOf(user: AdminUser): string[] {
  return [...KNOWN_RESTRICTIONS, ...user.restrictions.filter((value) => !KNOWN_RESTRICTIONS.includes(value))];
}

function toChanges(values: Values, offered: string[]): UserChanges {
  const whmcs = text(values.whmcs_id);
  return {
    name: text(values.name),
    email: text(values.email),
    whmcs_id: whmcs ? Number(whmcs) : null,
    is_trial: values.is_trial,
    is_moderator: values.is_moderator,
    is_contributor: values.is_contributor,
    restrictions: offered.filter((value) => values[`${RESTRICTION_PREFIX}${value}`] === true),
  };
}

/** Laravel names each bad item of the list (`restrictions.1`): they all belong to the restrictions' group. */
function mapError(error: unknown): MappedFormError {
  const mapped = defaultMapError(error);
  if (!mapped.fields) return mapped;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(mapped.fields)) {
    const key = name.startsWith('restrictions') ? 'restrictions' : name;
    fields[key] ??= message;
  }
  return { ...mapped, fields };
}

function RestrictionsGroup({ offered, current }: { offered: string[]; current: string[] }) {
  const { t } = useLingui();
  const { errors } = useFormState();
  const hintId = useId();
  const errorId = useId();
  const error = errors.restrictions;
  return (
    // The group carries the name the server's errors use, so the form shows them here.
    <fieldset name="restrictions" className={styles.fieldset} aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
      <legend className={styles.legend}>
        <Trans>Restrictions</Trans>
      </legend>
      <p id={hintId} className={styles.legendHint}>
        <Trans>A ticked box switches the feature off for this user.</Trans>
      </p>
      <div className={styles.choices}>
        {offered.map((value) => {
          const known = RESTRICTION_LABELS[value];
          return (
            <CheckboxField
              key={value}
              name={`${RESTRICTION_PREFIX}${value}`}
              label={known ? t(known.label) : value}
              description={known ? t(known.description) : undefined}
              defaultChecked={current.includes(value)}
            />
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}

/** The user's fields of the spec (section 3), saved with the update call; a refusal keeps what was typed. */
export function UserForm({ user }: { user: AdminUser }) {
  const { t } = useLingui();
  const outcome = useOutcome();
  const update = useUpdateUser(user.id);
  const offered = restrictionsOf(user);
  return (
    <>
      <Form<Values>
        className={styles.form}
        aria-label={t`The user’s details`}
        mapError={mapError}
        validate={(values) => ({
          name: requiredError(values.name, t`Enter the user’s name.`),
          email: emailError(values.email, { missing: t`Enter the user’s e-mail address.` }),
          whmcs_id: text(values.whmcs_id) && !/^[1-9]\d*$/.test(text(values.whmcs_id)) ? t`A WHMCS client ID is a whole number, like 4217.` : undefined,
        })}
        onSubmit={(values) => outcome.run(() => update.mutateAsync(toChanges(values, offered)), { success: t`The user has been updated` })}
      >
        <FormError />
        <div className={styles.fields}>
          <TextField name="name" label={t`Name`} defaultValue={user.name} required autoComplete="off" />
          <TextField name="email" label={t`E-mail address`} type="email" defaultValue={user.email} required autoComplete="off" />
          <TextField
            name="whmcs_id"
            label={t`WHMCS client ID`}
            description={t`Empty when the user does not pay through WHMCS.`}
            defaultValue={user.whmcs_id === null ? '' : String(user.whmcs_id)}
            inputMode="numeric"
            autoComplete="off"
          />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>
            <Trans>Roles</Trans>
          </legend>
          <div className={styles.choices}>
            <CheckboxField name="is_trial" label={t`Trial user`} description={t`On a trial: the trial’s limits apply.`} defaultChecked={user.is_trial} />
            <CheckboxField name="is_moderator" label={t`Moderator`} description={t`Answers support tickets.`} defaultChecked={user.is_moderator} />
            <CheckboxField name="is_contributor" label={t`Contributor`} description={t`Helps with the Request Lounge’s content.`} defaultChecked={user.is_contributor} />
          </div>
        </fieldset>
        <RestrictionsGroup offered={offered} current={user.restrictions} />
        <div className={styles.actions}>
          <SubmitButton>
            <Trans>Save changes</Trans>
          </SubmitButton>
        </div>
      </Form>
      {outcome.dialog}
    </>
  );
}
