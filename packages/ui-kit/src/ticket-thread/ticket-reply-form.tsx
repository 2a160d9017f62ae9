import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { AttachmentsField, mapAttachmentsError } from '#attachments-field/attachments-field.tsx';
import type { AttachmentRules } from '#attachments-field/attachment-rules.ts';
import { TextAreaField } from '#field/text-area-field.tsx';
import { Form } from '#form/form.tsx';
import { useFormState } from '#form/form-context.ts';
import { FormError } from '#form/form-error.tsx';
import { SubmitButton } from '#form/submit-button.tsx';
import { formatNumber } from '#format/format.ts';
import { Card } from '#layout/card.tsx';
import { Stack } from '#layout/stack.tsx';

/** The API's limit of a message. */
export const TICKET_MESSAGE_MAX = 10_000;

/** The words of a reply form; all but the title have the usual wording ("Your reply", "Send reply"). */
export interface TicketReplyTexts {
  /** The card's title, and the form's name unless `formLabel` names it. */
  title: string;
  description?: string;
  formLabel?: string;
  fieldLabel: string;
  submitLabel: string;
  /** Nothing written. */
  missing: string;
  /** Over the limit, `max` written out. */
  tooLong: (max: string) => string;
}

export interface TicketReplyFormProps {
  texts: Pick<TicketReplyTexts, 'title'> & Partial<TicketReplyTexts>;
  /**
   * Sends the reply (its text trimmed) with its files; the API call stays with the caller. When it
   * resolves to an answer the form starts over; when it resolves to nothing (a failure already told)
   * or rejects (shown in the form, a 422 next to its field), what was written and picked stays.
   */
  send: (reply: { message: string; files: File[] }) => Promise<unknown>;
  /** The attachment rules the API sent, if it did. */
  rules?: AttachmentRules;
  rows?: number;
  max?: number;
}

/** Nothing can be added or removed while the reply is being sent. */
function ReplyFiles(props: { files: File[]; onChange: (files: File[]) => void; rules?: AttachmentRules }) {
  return <AttachmentsField {...props} disabled={useFormState().pending} />;
}

/** An answer in a ticket's thread, with files, in a card of its own. */
export function TicketReplyForm({ texts: given, send, rules, rows = 6, max = TICKET_MESSAGE_MAX }: TicketReplyFormProps) {
  const { t } = useLingui();
  const texts: TicketReplyTexts = {
    fieldLabel: t`Your reply`,
    submitLabel: t`Send reply`,
    missing: t`Write your reply.`,
    tooLong: (limit) => t`Keep the reply to ${limit} characters.`,
    ...given,
  };
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Card title={texts.title} description={texts.description}>
      <Form<{ message?: string }>
        aria-label={texts.formLabel ?? texts.title}
        mapError={mapAttachmentsError}
        validate={(values) => {
          const message = values.message?.trim() ?? '';
          return { message: !message ? texts.missing : message.length > max ? texts.tooLong(formatNumber(max)) : undefined };
        }}
        onSubmit={async (values, form) => {
          const sent = await send({ message: values.message?.trim() ?? '', files });
          if (!sent) return;
          form.reset();
          setFiles([]);
        }}
      >
        <Stack gap="lg">
          <FormError />
          <TextAreaField name="message" label={texts.fieldLabel} required rows={rows} maxLength={max} />
          <ReplyFiles files={files} onChange={setFiles} rules={rules} />
          <div>
            <SubmitButton>{texts.submitLabel}</SubmitButton>
          </div>
        </Stack>
      </Form>
    </Card>
  );
}
