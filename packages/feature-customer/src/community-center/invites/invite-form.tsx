import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { TextAreaField } from '@portal/ui-kit/field';
import { InviteForm as EmailInviteForm, type InviteTexts } from '@portal/ui-kit/invite-form';
import { useSendInvite } from '../api/send-invite.ts';

interface MessageValues {
  message: string;
}

const MESSAGE_LIMIT = 500;

/** The friend invite's own wording, in the active language: read where it is used, never at module level. */
function friendTexts(): Partial<InviteTexts> {
  return {
    formLabel: t`Invite a friend`,
    emailLabel: t`Friend’s e-mail address`,
    emailDescription: t`They get an e-mail with a link to create their account.`,
    emailMissing: t`Enter your friend’s e-mail address.`,
  };
}

function validateMessage(values: MessageValues) {
  const message = values.message.trim();
  const limit = MESSAGE_LIMIT;
  const length = message.length;
  return { message: message.length > MESSAGE_LIMIT ? t`Keep the message to ${limit} characters or fewer (it has ${length}).` : undefined };
}

/**
 * Invites a friend by e-mail. A refused address shows next to the field; a refusal of the whole
 * invite (a trial account, no open places left) above the button. What was typed stays either way.
 */
export function InviteForm({ onSent }: { onSent: (message: string) => void }) {
  const { t } = useLingui();
  const send = useSendInvite();
  const limit = MESSAGE_LIMIT;
  return (
    <EmailInviteForm<'email', MessageValues>
      kind="email"
      texts={friendTexts()}
      actionsAlign="end"
      validate={validateMessage}
      after={
        <TextAreaField
          name="message"
          label={t`Personal message`}
          description={t`Optional, up to ${limit} characters; it is added to the invite e-mail.`}
          rows={3}
        />
      }
      submit={async (values) => {
        const message = values.message.trim();
        const answer = await send.mutateAsync({ email: values.email, message: message || null });
        onSent(answer.message);
      }}
    />
  );
}
