import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, requiredError, SubmitButton, text, type FormValidationErrors } from '@portal/ui-kit/form';
import type { ReactNode } from 'react';
import type { AdminNode, AdminNodeInput } from '../api/types.ts';
import * as styles from './nodes.css.ts';

/** The form's fields as the browser reads them: text, every one. */
export interface NodeFormValues {
  name: string;
  host: string;
  location: string;
  ip: string;
  ssh_port: string;
  capacity: string;
  notes: string;
}

/** What the API accepts as a node's name: lower-case letters, digits and single dashes (fsn-05). */
const ALIAS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HOST = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

function wholeNumber(value: string): number | null {
  return /^\d+$/.test(value) ? Number(value) : null;
}

/** Checks what can be checked before the round trip; the server has the last word (a name already taken). */
export function validateNode(values: NodeFormValues): FormValidationErrors<NodeFormValues> {
  const name = text(values.name);
  const host = text(values.host);
  const port = text(values.ssh_port);
  const capacity = text(values.capacity);
  const portNumber = wholeNumber(port);
  const capacityNumber = wholeNumber(capacity);
  return {
    name: requiredError(name, t`Enter the node's name.`) ?? (ALIAS.test(name) ? undefined : t`Use lower-case letters, digits and dashes, like fsn-05.`),
    host: requiredError(host, t`Enter the host name the platform reaches the node at.`) ?? (HOST.test(host) ? undefined : t`Enter a host name, like fsn-05.nodes.example.com.`),
    ssh_port: port && (portNumber === null || portNumber < 1 || portNumber > 65535) ? t`Enter a port from 1 to 65535.` : undefined,
    capacity: capacity && (capacityNumber === null || capacityNumber < 1 || capacityNumber > 500) ? t`Enter a number of servers from 1 to 500.` : undefined,
  };
}

/** The values as the API takes them: trimmed, numbers as numbers, empty optional fields as null. */
export function nodeInput(values: NodeFormValues): AdminNodeInput {
  const optional = (value: string) => text(value) || null;
  return {
    name: text(values.name),
    host: text(values.host).toLowerCase(),
    location: optional(values.location),
    ip: optional(values.ip),
    ssh_port: wholeNumber(text(values.ssh_port)),
    capacity: wholeNumber(text(values.capacity)),
    notes: optional(values.notes),
  };
}

export interface NodeFormProps {
  /** The node being edited; a new node starts empty, with the usual SSH port. */
  node?: AdminNode;
  submitLabel: string;
  onSubmit: (input: AdminNodeInput) => Promise<unknown>;
  /** Beside the submit button (Cancel). */
  secondary?: ReactNode;
}

/** A node's settings, for adding one and for editing one. A failed save keeps what was typed. */
export function NodeForm({ node, submitLabel, onSubmit, secondary }: NodeFormProps) {
  const { t } = useLingui();
  return (
    <Form<NodeFormValues> onSubmit={(values) => onSubmit(nodeInput(values))} validate={validateNode}>
      <FormError />
      <div className={styles.formGrid}>
        <TextField
          label={t`Name`}
          name="name"
          required
          defaultValue={node?.name}
          description={t`Lower-case letters, digits and dashes, like fsn-05.`}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField label={t`Host name`} name="host" required defaultValue={node?.host} autoComplete="off" spellCheck={false} inputMode="url" />
        <TextField label={t`Location`} name="location" defaultValue={node?.location} description={t`City and country, like Helsinki, FI.`} />
        <TextField label={t`IP address`} name="ip" defaultValue={node?.ip ?? undefined} autoComplete="off" spellCheck={false} />
        <TextField label={t`SSH port`} name="ssh_port" inputMode="numeric" defaultValue={String(node?.ssh_port ?? 22)} autoComplete="off" />
        <TextField
          label={t`Capacity`}
          name="capacity"
          inputMode="numeric"
          defaultValue={node?.capacity === undefined ? '' : String(node.capacity)}
          description={t`How many media servers the node may host.`}
          autoComplete="off"
        />
        <TextAreaField className={styles.wide} label={t`Notes`} name="notes" rows={4} defaultValue={node?.notes ?? ''} description={t`For the admins only.`} />
      </div>
      <div className={styles.formActions}>
        {secondary}
        <SubmitButton>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
