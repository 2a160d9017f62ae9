import { TextAreaField } from '@portal/ui-kit/field';
import { InviteForm as EmailInviteForm, type InviteTexts } from '@portal/ui-kit/invite-form';
import { useSendInvite } from '../api/send-invite.ts';

interface MessageValues {
  message: string;
}

const MESSAGE_LIMIT = 500;

const TEXTS: Partial<InviteTexts> = {
  formLabel: 'Invite a friend',
  emailLabel: 'Friend’s e-mail address',
  emailDescription: 'They get an e-mail with a link to create their account.',
  emailMissing: 'Enter your friend’s e-mail address.',
};

function validateMessage(values: MessageValues) {
  const message = values.message.trim();
  return { message: message.length > MESSAGE_LIMIT ? `Keep the message to ${MESSAGE_LIMIT} characters or fewer (it has ${message.length}).` : undefined };
}

/**
 * Invites a friend by e-mail. A refused address shows next to the field; a refusal of the whole
 * invite (a trial account, no open places left) above the button. What was typed stays either way.
 */
export function InviteForm({ onSent }: { onSent: (message: string) => void }) {
  const send = useSendInvite();
  return (
    <EmailInviteForm<'email', MessageValues>
      kind="email"
      texts={TEXTS}
      actionsAlign="end"
      validate={validateMessage}
      after={
        <TextAreaField
          name="message"
          label="Personal message"
          description={`Optional, up to ${MESSAGE_LIMIT} characters; it is added to the invite e-mail.`}
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
