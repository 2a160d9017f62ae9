import { t as translate } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { SelectField, SwitchField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { EMAIL_PATTERN, text, type FormValidationErrors } from '@portal/ui-kit/form';
import { useState } from 'react';
import { useNodeOptions } from '../api/get-node-options.ts';
import type { MessageAudience, Targeted, TargetingInput } from '../api/types.ts';
import { fromLocalInput, toLocalInput } from './dates.ts';
import { AUDIENCES, SERVER_TYPES } from './labels.ts';
import * as styles from './user-interaction.css.ts';

/** The targeting's fields as the browser reads them. */
export interface TargetingValues {
  audience: string;
  server_type?: string;
  node_id?: string;
  user_emails?: string;
  starts_at: string;
  ends_at: string;
  active: boolean;
}

const isAudience = (value: string): value is MessageAudience => AUDIENCES.some((audience) => audience.value === value);

function emailsOf(value: string | undefined): string[] {
  return (value ?? '').split(/[\s,;]+/).filter(Boolean);
}

/** What can be checked before the round trip; the server has the last word (an address nobody has). */
export function validateTargeting(values: TargetingValues): FormValidationErrors<TargetingValues> {
  const emails = emailsOf(values.user_emails);
  const wrong = emails.filter((email) => !EMAIL_PATTERN.test(email));
  const starts = fromLocalInput(values.starts_at);
  const ends = fromLocalInput(values.ends_at);
  return {
    node_id: values.audience === 'node' && !text(values.node_id ?? '') ? translate`Choose the node.` : undefined,
    user_emails:
      values.audience !== 'users'
        ? undefined
        : emails.length === 0
          ? translate`Enter at least one e-mail address.`
          : wrong.length > 0
            ? translate`These are not e-mail addresses: ${wrong.join(', ')}`
            : undefined,
    ends_at: starts && ends && Date.parse(ends) <= Date.parse(starts) ? translate`The end must be after the start.` : undefined,
  };
}

/** The targeting as the API takes it: the fields the audience does not use are left empty. */
export function targetingInput(values: TargetingValues): TargetingInput {
  const audience = isAudience(values.audience) ? values.audience : 'everybody';
  return {
    audience,
    server_type: audience === 'server-type' ? (values.server_type ?? 'plex') : null,
    node_id: audience === 'node' && values.node_id ? Number(values.node_id) : null,
    user_emails: audience === 'users' ? emailsOf(values.user_emails).join(', ') : null,
    starts_at: fromLocalInput(values.starts_at),
    ends_at: fromLocalInput(values.ends_at),
    active: values.active,
  };
}

function NodeField({ current }: { current: { id: number; name: string } | null | undefined }) {
  const { t } = useLingui();
  const nodes = useNodeOptions(true);
  const options = (nodes.data ?? []).map((node) => ({ value: String(node.id), label: node.name }));
  // The node saved with the message stays choosable while the list loads or if it failed.
  if (current && !options.some((option) => option.value === String(current.id))) options.unshift({ value: String(current.id), label: current.name });
  return (
    <SelectField
      label={t`Node`}
      name="node_id"
      required
      placeholder={nodes.isPending ? t`Loading the nodes…` : t`Choose a node`}
      defaultValue={current ? String(current.id) : undefined}
      options={options}
      description={nodes.isError ? t`The nodes could not be loaded. Reload the page to try again.` : t`Its customers with a server there see it.`}
    />
  );
}

/** Whom a message aims at, from when until when, and whether it is switched on. */
export function TargetingFields({ value }: { value?: Targeted }) {
  const { t } = useLingui();
  const [audience, setAudience] = useState<MessageAudience>(value?.audience ?? 'everybody');
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{t`Audience and time`}</legend>
      <SelectField
        label={t`Who sees it`}
        name="audience"
        value={audience}
        onChange={(event) => {
          if (isAudience(event.target.value)) setAudience(event.target.value);
        }}
        options={AUDIENCES.map((option) => ({ value: option.value, label: t(option.label) }))}
      />
      {audience === 'server-type' ? (
        <SelectField
          label={t`Server type`}
          name="server_type"
          defaultValue={value?.server_type ?? 'plex'}
          options={SERVER_TYPES.map((option) => ({ value: option.value, label: t(option.label) }))}
        />
      ) : null}
      {audience === 'node' ? <NodeField current={value?.node} /> : null}
      {audience === 'users' ? (
        <TextAreaField
          className={styles.wide}
          label={t`Their e-mail addresses`}
          name="user_emails"
          required
          rows={3}
          defaultValue={value?.users?.map((user) => user.email).join('\n') ?? ''}
          description={t`One per line, or separated by commas.`}
          spellCheck={false}
        />
      ) : null}
      <TextField label={t`Starts`} name="starts_at" type="datetime-local" defaultValue={toLocalInput(value?.starts_at)} description={t`Empty: from now on.`} />
      <TextField label={t`Ends`} name="ends_at" type="datetime-local" defaultValue={toLocalInput(value?.ends_at)} description={t`Empty: until it is switched off.`} />
      <SwitchField
        className={styles.wide}
        label={t`Active`}
        name="active"
        defaultChecked={value?.active ?? true}
        description={t`Switched off, it reaches nobody, whatever its dates.`}
      />
    </fieldset>
  );
}
