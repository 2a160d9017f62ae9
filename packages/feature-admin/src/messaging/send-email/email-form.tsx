import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SERVER_TYPE_LABELS } from '@portal/api-client';
import { Button } from '@portal/ui-kit/button';
import { ConfirmDialog, ViewDialog } from '@portal/ui-kit/dialog';
import { SelectField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { defaultMapError, Form, FormError, maxLengthError, requiredError, SubmitButton, text } from '@portal/ui-kit/form';
import { isValidationFailure, useOutcome } from '@portal/ui-kit/outcome';
import { sanitizeHtml } from '@portal/ui-kit/sanitize';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { recipientsQuery, useRecipients } from '../api/count-recipients.ts';
import { useNodes } from '../api/get-nodes.ts';
import { useSendEmail } from '../api/send-email.ts';
import { useSendTestEmail } from '../api/send-test-email.ts';
import type { EmailAudience, EmailGroup } from '../api/types.ts';
import { GROUP_LABELS } from '../shared/labels.ts';
import * as styles from '../shared/messaging.css.ts';
import { AudienceText } from './email-history.tsx';
import { EMAIL_GROUPS, EMPTY_AUDIENCE, invalidEmails, parseEmails, SERVER_TYPES, toAudience, type AudienceFields, type ServerTypeValue } from './audience.ts';
import { RecipientsSummary } from './recipients-summary.tsx';

/** The API's limits. */
const SUBJECT_MAX = 200;
const BODY_MAX = 100_000;
const EMAILS_MAX = 500;

interface EmailValues {
  subject: string;
  body: string;
  group: string;
  server_type: string;
  node_id: string;
  emails: string;
}

type Intent = 'send' | 'test';

function validateMessage(values: EmailValues) {
  const subject = text(values.subject);
  return {
    subject: requiredError(subject, t`Enter a subject.`) ?? maxLengthError(subject, SUBJECT_MAX, t`Use at most 200 characters.`),
    body: requiredError(text(values.body), t`Write the e-mail.`) ?? maxLengthError(values.body, BODY_MAX, t`Use at most 100,000 characters.`),
  };
}

function validateAudience(values: EmailValues) {
  if (values.group === 'node') return { node_id: values.node_id ? undefined : t`Choose a node.` };
  if (values.group === 'users') {
    const emails = parseEmails(values.emails);
    const invalid = invalidEmails(values.emails);
    const list = invalid.join(', ');
    return {
      emails:
        emails.length === 0
          ? t`Enter at least one customer's e-mail address.`
          : invalid.length > 0
            ? t`These are not e-mail addresses: ${list}`
            : emails.length > EMAILS_MAX
              ? t`Use at most 500 addresses.`
              : undefined,
    };
  }
  return {};
}

/** The API's field errors under the form's field names: `emails.3` belongs to the list of addresses. */
function mapError(error: unknown) {
  const mapped = defaultMapError(error);
  if (!mapped.fields) return mapped;
  const fields: Record<string, string> = {};
  for (const [name, message] of Object.entries(mapped.fields)) {
    const field = name.startsWith('emails.') ? 'emails' : name;
    fields[field] ??= message;
  }
  return { ...mapped, fields };
}

/** Waits a moment before a new audience is counted, so typing addresses does not ask at every key. */
function useSettled<T>(value: T, ms = 400): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

interface PendingSend {
  input: EmailAudience & { subject: string; body: string };
  count: number;
  settle: (error?: unknown) => void;
}

/** Writes an e-mail to a group of customers: how many receive it, a preview, a test to oneself, then the send after a confirmation. */
export function EmailForm() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const outcome = useOutcome();
  const sendTest = useSendTestEmail();
  const send = useSendEmail();
  const form = useRef<HTMLFormElement>(null);
  const intent = useRef<Intent>('send');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [fields, setFields] = useState<AudienceFields>(EMPTY_AUDIENCE);
  const [previewing, setPreviewing] = useState(false);
  const [pending, setPending] = useState<PendingSend | null>(null);
  const [formKey, setFormKey] = useState(0);

  const audience = toAudience(fields);
  const settledAudience = useSettled(audience);
  const recipients = useRecipients(settledAudience);
  const nodes = useNodes(fields.group === 'node');

  const setField = <K extends keyof AudienceFields>(name: K, value: AudienceFields[K]) => setFields((current) => ({ ...current, [name]: value }));

  const clear = () => {
    setSubject('');
    setBody('');
    setFields(EMPTY_AUDIENCE);
    // A new form: no errors left over from the e-mail that went out.
    setFormKey((key) => key + 1);
  };

  const submit = async (values: EmailValues) => {
    const message = { subject: text(values.subject), body: values.body };
    if (intent.current === 'test') {
      intent.current = 'send';
      try {
        const answer = await sendTest.mutateAsync(message);
        const email = answer.data.email;
        outcome.done(answer.message, t`A test e-mail has been sent to ${email}`);
      } catch (error) {
        if (isValidationFailure(error)) throw error;
        outcome.failed(error);
      }
      return;
    }
    const target = toAudience(fields);
    if (!target) return;
    // The count the confirmation names is asked for now, so it is the current one; a 422 (an
    // address that is no customer's) shows next to its field.
    const { count } = await queryClient.fetchQuery({ ...recipientsQuery(target), staleTime: 0 });
    if (count === 0) throw { message: t`Nobody is in this group: choose another.`, errors: { group: [t`Nobody is in this group: choose another.`] } };
    await new Promise<void>((resolve, reject) => {
      setPending({ input: { ...target, ...message }, count, settle: (error) => (error ? reject(error) : resolve()) });
    });
  };

  const confirmSend = async (current: PendingSend) => {
    try {
      const answer = await send.mutateAsync(current.input);
      current.settle();
      setPending(null);
      const count = answer.data.recipient_count;
      outcome.done(answer.message, plural(count, { one: 'The e-mail is on its way to # customer', other: 'The e-mail is on its way to # customers' }));
      clear();
    } catch (error) {
      setPending(null);
      if (isValidationFailure(error)) {
        current.settle(error);
        return;
      }
      current.settle();
      outcome.failed(error);
    }
  };

  const pendingCount = pending?.count ?? 0;
  const pendingSubject = pending?.input.subject ?? '';
  const describe = (target: EmailAudience) => {
    const node = target.node_id === undefined ? null : { id: target.node_id, name: nodes.data?.find((candidate) => candidate.id === target.node_id)?.name ?? `#${target.node_id}` };
    return <AudienceText email={{ group: target.group, server_type: target.server_type ?? null, node }} />;
  };
  const pendingAudience = pending ? describe(pending.input) : null;
  const nodeOptions = [
    ...(nodes.data ?? []).map((node) => ({ value: String(node.id), label: node.name })),
  ];

  return (
    <>
      <Form<EmailValues>
        key={formKey}
        ref={form}
        className={styles.stack}
        mapError={mapError}
        validate={(values) => (intent.current === 'test' ? validateMessage(values) : { ...validateMessage(values), ...validateAudience(values) })}
        onSubmit={submit}
      >
        <FormError />
        <TextField label={t`Subject`} name="subject" required maxLength={SUBJECT_MAX} autoComplete="off" value={subject} onChange={(event) => setSubject(event.target.value)} />
        <TextAreaField
          label={t`Message`}
          name="body"
          required
          rows={10}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          description={t`HTML: paragraphs, bold, lists and links. Scripts and event handlers are removed; the preview shows what remains.`}
        />
        <SelectField
          label={t`Recipients`}
          name="group"
          value={fields.group}
          onChange={(event) => setField('group', event.target.value as EmailGroup)}
          options={EMAIL_GROUPS.map((group) => ({ value: group, label: t(GROUP_LABELS[group]) }))}
          description={t`Admins and moderators never receive these e-mails.`}
        />
        {fields.group === 'server-type' ? (
          <SelectField
            label={t`Server type`}
            name="server_type"
            value={fields.serverType}
            onChange={(event) => setField('serverType', event.target.value as ServerTypeValue)}
            options={SERVER_TYPES.map((type) => ({ value: type, label: SERVER_TYPE_LABELS[type] }))}
            description={t`Every customer with at least one server of this type.`}
          />
        ) : null}
        {fields.group === 'node' ? (
          <SelectField
            label={t`Node`}
            name="node_id"
            value={fields.node}
            placeholder={nodes.isPending ? t`Loading the nodes…` : nodes.isError ? t`The nodes could not be loaded` : t`Choose a node`}
            onChange={(event) => setField('node', event.target.value)}
            options={nodeOptions}
            description={t`Every customer with a server on this node.`}
          />
        ) : null}
        {fields.group === 'users' ? (
          <TextAreaField
            label={t`Customers' e-mail addresses`}
            name="emails"
            rows={3}
            value={fields.emails}
            onChange={(event) => setField('emails', event.target.value)}
            description={t`Separated by commas or new lines; each must belong to a customer.`}
          />
        ) : null}
        <RecipientsSummary recipients={recipients} complete={audience !== null} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => setPreviewing(true)}>
            <Trans>Preview</Trans>
          </Button>
          <Button
            variant="secondary"
            loading={sendTest.isPending}
            onClick={() => {
              intent.current = 'test';
              form.current?.requestSubmit();
            }}
          >
            <Trans>Send a test to me</Trans>
          </Button>
          <SubmitButton>
            <Trans>Send…</Trans>
          </SubmitButton>
        </div>
      </Form>
      <ViewDialog
        item={previewing ? { subject, body } : null}
        onClose={() => setPreviewing(false)}
        size="lg"
        title={(email) => email.subject.trim() || t`(No subject yet)`}
        description={() => (audience ? describe(audience) : null)}
      >
        {(email) =>
          email.body.trim() ? (
            <div className={styles.prose} dangerouslySetInnerHTML={{ __html: sanitizeHtml(email.body) }} />
          ) : (
            <p className={styles.note}>
              <Trans>The message is empty.</Trans>
            </p>
          )
        }
      </ViewDialog>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (open || !pending) return;
          pending.settle();
          setPending(null);
        }}
        title={plural(pendingCount, { one: 'Send this e-mail to # customer?', other: 'Send this e-mail to # customers?' })}
        description={
          pending ? (
            <Trans>
              "{pendingSubject}" goes out to {pendingAudience} ({pendingCount}). It cannot be called back.
            </Trans>
          ) : null
        }
        confirmLabel={plural(pendingCount, { one: 'Send to # customer', other: 'Send to # customers' })}
        onConfirm={() => (pending ? confirmSend(pending) : undefined)}
      />
      {outcome.dialog}
    </>
  );
}
