import { Trans, useLingui } from '@lingui/react/macro';
import { AttachmentsField, mapAttachmentsError } from '@portal/ui-kit/attachments-field';
import { TextAreaField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';

/** The API's limit of a message. */
export const MESSAGE_MAX = 10_000;

interface ReplyValues {
  message?: string;
}

/**
 * The staff's answer to the customer, with files. A refused or failed reply keeps what was typed
 * and the files picked; a sent one empties the form.
 */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const { t } = useLingui();
  const reply = useReplyToTicket(ticketId);
  const outcome = useOutcome();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Card title={t`Reply to the customer`} description={t`The customer reads this in their ticket.`}>
      <Form<ReplyValues>
        aria-label={t`Reply to the customer`}
        mapError={mapAttachmentsError}
        validate={(values) => {
          const message = values.message?.trim() ?? '';
          const max = formatNumber(MESSAGE_MAX);
          return { message: !message ? t`Write your reply.` : message.length > MESSAGE_MAX ? t`Keep the reply to ${max} characters.` : undefined };
        }}
        onSubmit={async (values, form) => {
          const answer = await outcome.run(() => reply.mutateAsync({ message: values.message?.trim() ?? '', attachments: files }), {
            success: t`Your reply has been sent.`,
          });
          if (!answer) return;
          form.reset();
          setFiles([]);
        }}
      >
        <Stack gap="lg">
          <FormError />
          <TextAreaField name="message" label={t`Your reply`} required rows={6} maxLength={MESSAGE_MAX} />
          <AttachmentsField files={files} onChange={setFiles} disabled={reply.isPending} />
          <div>
            <SubmitButton>
              <Trans>Send reply</Trans>
            </SubmitButton>
          </div>
        </Stack>
      </Form>
      {outcome.dialog}
    </Card>
  );
}
