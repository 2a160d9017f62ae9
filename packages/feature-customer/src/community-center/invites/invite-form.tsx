import { TextAreaField, TextField } from '@portal/ui-kit/field';
import { EMAIL_MAX, emailError, Form, FormError, SubmitButton, type FormValidationErrors } from '@portal/ui-kit/form';
import { Stack } from '@portal/ui-kit/layout';
import { useSendInvite } from '../api/send-invite.ts';
import * as styles from '../community.css.ts';

interface InviteValues {
  email: string;
  message: string;
}

const MESSAGE_LIMIT = 500;
const INVALID_EMAIL = 'Enter a valid e-mail address, such as name@example.com.';

function validateInvite(values: InviteValues): FormValidationErrors<InviteValues> {
  const message = values.message.trim();
  return {
    email: emailError(values.email, { missing: 'Enter your friend’s e-mail address.', invalid: INVALID_EMAIL }) ?? (values.email.trim().length > EMAIL_MAX ? INVALID_EMAIL : undefined),
    message: message.length > MESSAGE_LIMIT ? `Keep the message to ${MESSAGE_LIMIT} characters or fewer (it has ${message.length}).` : undefined,
  };
}

/**
 * Invites a friend by e-mail. A refused address shows next to the field; a refusal of the whole
 * invite (a trial account, no open places left) above the button. What was typed stays either way.
 */
export function InviteForm({ onSent }: { onSent: (message: string) => void }) {
  const send = useSendInvite();
  return (
    <Form<InviteValues>
      aria-label="Invite a friend"
      validate={validateInvite}
      onSubmit={async (values, form) => {
        const message = values.message.trim();
        const answer = await send.mutateAsync({ email: values.email.trim(), message: message || null });
        form.reset();
        onSent(answer.message);
      }}
    >
      <Stack gap="md">
        <TextField
          name="email"
          type="email"
          label="Friend’s e-mail address"
          description="They get an e-mail with a link to create their account."
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
        <TextAreaField
          name="message"
          label="Personal message"
          description={`Optional, up to ${MESSAGE_LIMIT} characters; it is added to the invite e-mail.`}
          rows={3}
        />
        <FormError />
        <div className={styles.formActions}>
          <SubmitButton>Send invite</SubmitButton>
        </div>
      </Stack>
    </Form>
  );
}
