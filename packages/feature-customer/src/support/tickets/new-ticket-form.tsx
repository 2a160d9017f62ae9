import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Server } from '@portal/api-client';
import { AttachmentsField, mapAttachmentsError } from '@portal/ui-kit/attachments-field';
import { Button } from '@portal/ui-kit/button';
import { SelectField, TextAreaField, TextField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { TICKET_MESSAGE_MAX } from '@portal/ui-kit/ticket-thread';
import { useEffect, useRef, useState } from 'react';
import { useCreateTicket } from '../api/create-ticket.ts';
import type { SupportDesk } from '../api/get-departments.ts';
import type { SupportDepartment, SupportTicketDetail } from '../api/types.ts';
import { TextButton } from '@portal/ui-kit/link';
import * as styles from './tickets.css.ts';

export const SUBJECT_MAX = 120;

interface TicketValues {
  subject?: string;
  department?: string;
  server_id?: string;
  message?: string;
}

function validate(values: TicketValues): FormValidationErrors<TicketValues> {
  const subject = values.subject?.trim() ?? '';
  const message = values.message?.trim() ?? '';
  const subjectMax = SUBJECT_MAX;
  const messageMax = formatNumber(TICKET_MESSAGE_MAX);
  return {
    subject: !subject ? t`Enter a subject.` : subject.length > SUBJECT_MAX ? t`Keep the subject to ${subjectMax} characters.` : undefined,
    department: values.department ? undefined : t`Choose a department.`,
    message: !message ? t`Describe what happened.` : message.length > TICKET_MESSAGE_MAX ? t`Keep the message to ${messageMax} characters.` : undefined,
  };
}

export interface NewTicketFormProps {
  userId: number;
  departments: SupportDepartment[];
  /** The desk's rules from the API: the files a ticket may carry and the office hours. */
  desk?: SupportDesk;
  servers: Server[];
  /** The server list can fail on its own: the field then says so, and the rest of the form works. */
  serversState?: 'loading' | 'ready' | { failed: () => void };
  onOpened: (ticket: SupportTicketDetail, message: string) => void;
  onCancel: () => void;
}

/** Opens a ticket: subject, department, the server it is about, the message and files. */
export function NewTicketForm({ userId, departments, desk, servers, serversState = 'ready', onOpened, onCancel }: NewTicketFormProps) {
  const { t } = useLingui();
  const create = useCreateTicket(userId);
  const [files, setFiles] = useState<File[]>([]);
  const [department, setDepartment] = useState('');
  const subjectRef = useRef<HTMLInputElement>(null);
  const chosen = departments.find((candidate) => candidate.name === department);
  const officeHours = desk?.officeHours;

  // The form opens on request: start typing in it.
  useEffect(() => subjectRef.current?.focus(), []);

  return (
    <Card title={t`Open a ticket`} description={t`Tell us what happened and we usually answer within a few hours.`}>
      <Form<TicketValues>
        aria-label={t`Open a ticket`}
        validate={validate}
        mapError={mapAttachmentsError}
        onSubmit={async (values) => {
          const body = await create.mutateAsync({
            subject: values.subject?.trim() ?? '',
            department: values.department ?? '',
            serverId: values.server_id ? Number(values.server_id) : null,
            message: values.message?.trim() ?? '',
            attachments: files,
          });
          onOpened(body.data, body.message);
        }}
      >
        <Stack gap="lg">
          <FormError />
          {officeHours ? (
            <p className={styles.fieldNote}>
              <Trans>Office hours: {officeHours}</Trans>
            </p>
          ) : null}
          <div className={styles.formGrid}>
            <TextField ref={subjectRef} name="subject" label={t`Subject`} required maxLength={SUBJECT_MAX} autoComplete="off" className={styles.wide} />
            <SelectField
              name="department"
              label={t`Department`}
              required
              placeholder={t`Choose a department`}
              options={departments.map((candidate) => ({ value: candidate.name, label: candidate.name }))}
              value={department}
              onChange={(event) => setDepartment(event.target.value)}
              description={chosen?.description || undefined}
            />
            {typeof serversState === 'object' ? (
              <p className={styles.fieldNote} role="status">
                <Trans>Your servers could not be listed, so the ticket cannot name one; you can still send it.</Trans>{' '}
                <TextButton onClick={serversState.failed}>
                  <Trans>Try again</Trans>
                </TextButton>
              </p>
            ) : null}
            {serversState === 'loading' ? (
              <p className={styles.fieldNote} role="status">
                <Trans>Loading your servers…</Trans>
              </p>
            ) : null}
            {servers.length ? (
              <SelectField
                name="server_id"
                label={t`Server`}
                description={t`The server this is about, if any.`}
                defaultValue=""
                options={[
                  { value: '', label: t`Not about a server` },
                  ...servers.map((server) => ({ value: String(server.id), label: `${server.name} (${server.node_alias})` })),
                ]}
              />
            ) : null}
            <TextAreaField
              name="message"
              label={t`Message`}
              required
              rows={7}
              maxLength={TICKET_MESSAGE_MAX}
              description={t`What you did, what you expected and what happened instead. For playback problems: the title, the app and the device.`}
              className={styles.wide}
            />
            <div className={styles.wide}>
              <AttachmentsField files={files} onChange={setFiles} disabled={create.isPending} rules={desk?.attachments} />
            </div>
          </div>
          <div className={styles.formActions}>
            <SubmitButton>
              <Trans>Open ticket</Trans>
            </SubmitButton>
            <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
