import { TextAreaField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useState } from 'react';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';
import { AttachmentsField, mapTicketFormError } from '../shared/attachments-field.tsx';
import { MESSAGE_MAX } from '../tickets/new-ticket-form.tsx';

interface ReplyValues {
  message?: string;
}

/** The user's answer in the thread, with files. */
export function ReplyForm({ userId, ticketId, onSent }: { userId: number; ticketId: number; onSent: (message: string) => void }) {
  const reply = useReplyToTicket(userId, ticketId);
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Card title="Reply">
      <Form<ReplyValues>
        aria-label="Reply"
        mapError={mapTicketFormError}
        validate={(values) => {
          const message = values.message?.trim() ?? '';
          return { message: !message ? 'Write your reply.' : message.length > MESSAGE_MAX ? `Keep the reply to ${formatNumber(MESSAGE_MAX)} characters.` : undefined };
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
          <TextAreaField name="message" label="Your reply" required rows={5} maxLength={MESSAGE_MAX} />
          <AttachmentsField files={files} onChange={setFiles} disabled={reply.isPending} />
          <div>
            <SubmitButton>Send reply</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
