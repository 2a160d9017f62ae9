import { Trans, useLingui } from '@lingui/react/macro';
import { AttachmentsField, mapAttachmentsError } from '@portal/ui-kit/attachments-field';
import { TextAreaField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useState } from 'react';
import { useSupportDesk } from '../api/get-departments.ts';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';
import { MESSAGE_MAX } from '../tickets/new-ticket-form.tsx';

interface ReplyValues {
  message?: string;
}

/** The user's answer in the thread, with files. */
export function ReplyForm({ userId, ticketId, onSent }: { userId: number; ticketId: number; onSent: (message: string) => void }) {
  const { t } = useLingui();
  const reply = useReplyToTicket(userId, ticketId);
  // Until the desk's rules arrive (or if they cannot), the usual ones apply; the server checks again.
  const desk = useSupportDesk();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Card title={t`Reply`}>
      <Form<ReplyValues>
        aria-label={t`Reply`}
        mapError={mapAttachmentsError}
        validate={(values) => {
          const message = values.message?.trim() ?? '';
          const max = formatNumber(MESSAGE_MAX);
          return { message: !message ? t`Write your reply.` : message.length > MESSAGE_MAX ? t`Keep the reply to ${max} characters.` : undefined };
        }}
        onSubmit={async (values, form) => {
          const body = await reply.mutateAsync({ message: values.message?.trim() ?? '', attachments: files });
          // Sent: the reply is in the thread now, so the form starts over.
          form.reset();
          setFiles([]);
          onSent(body.message);
        }}
      >
        <Stack gap="lg">
          <FormError />
          <TextAreaField name="message" label={t`Your reply`} required rows={5} maxLength={MESSAGE_MAX} />
          <AttachmentsField files={files} onChange={setFiles} disabled={reply.isPending} rules={desk.data?.attachments} />
          <div>
            <SubmitButton>
              <Trans>Send reply</Trans>
            </SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
