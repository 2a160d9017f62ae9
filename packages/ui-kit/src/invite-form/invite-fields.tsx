import { PasswordField } from '#field/password-field.tsx';
import { TextField } from '#field/text-field.tsx';
import { USERNAME_MAX, inviteFieldsOf, type InviteKind, type InviteTexts } from './invite-rules.ts';

export interface InviteFieldsProps {
  kind: InviteKind;
  texts: InviteTexts;
}

/** The fields a media server takes an invite with, for a `Form` of one's own. */
export function InviteFields({ kind, texts }: InviteFieldsProps) {
  const fields = inviteFieldsOf(kind);
  return (
    <>
      {fields.email ? (
        <TextField
          name="email"
          type="email"
          label={texts.emailLabel}
          description={texts.emailDescription}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
      ) : null}
      {fields.username ? (
        <TextField
          name="username"
          label={texts.usernameLabel}
          description={texts.usernameDescription}
          maxLength={USERNAME_MAX}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          required
        />
      ) : null}
      {fields.password ? (
        <PasswordField name="password" label={texts.passwordLabel} description={texts.passwordDescription} autoComplete="new-password" required />
      ) : null}
    </>
  );
}
