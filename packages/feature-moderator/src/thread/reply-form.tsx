import { Trans, useLingui } from '@lingui/react/macro';
import { AttachmentsField, mapAttachmentsError } from '@portal/ui-kit/attachments-field';
import { TextAreaField } from '@portal/ui-kit/field';
import { Form, FormError, SubmitButton } from '@portal/ui-kit/form';
import { formatNumber } from '@portal/ui-kit/format';
import { Card, Stack } from '@portal/ui-kit/layout';
import { useOutcome } from '@portal/ui-kit/outcome';
import { useState } from 'react';
import { useReplyToTicket } from '../api/reply-to-ticket.ts';

/** What the API takes in one message. */
const LONGEST = 10_000;

/**
 * The moderator's answer, with files. A refused answer keeps the text and the files, its 422s next
 * to their fields; a sent one clears the form.
 */
export function ReplyForm({ ticketId, customer }: { ticketId: number; customer: string | undefined }) {
  const { t } = useLingui();
  const reply = useReplyToTicket(ticketId);
  const outcome = useOutcome();
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Card title={t`Answer`} description={customer ? t`${customer} reads this in their ticket.` : t`The customer reads this in their ticket.`}>
      <Form<{ message?: string }>
        aria-label={t`Answer the customer`}
        mapError={mapAttachmentsError}
        validate={({ message = '' }) => {
          const text = message.trim();
          const limit = formatNumber(LONGEST);
          if (!text) return { message: t`Write an answer first.` };
          return { message: text.length > LONGEST ? t`An answer can hold up to ${limit} characters.` : undefined };
        }}
        onSubmit={async ({ message = '' }, form) => {
          const sent = await outcome.run(() => reply.mutateAsync({ message: message.trim(), files }), { success: t`Your answer has been sent.` });
          if (!sent) return;
          form.reset();
          setFiles([]);
        }}
      >
        <Stack gap="lg">
          <FormError />
          <TextAreaField name="message" label={t`Your answer`} required rows={6} maxLength={LONGEST} />
          <AttachmentsField files={files} onChange={setFiles} disabled={reply.isPending} />
          <div>
            <SubmitButton>
              <Trans>Send answer</Trans>
            </SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
