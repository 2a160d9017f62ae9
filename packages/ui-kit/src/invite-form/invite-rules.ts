import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '#i18n/i18n.ts';
import { EMAIL_MAX, emailError, passwordError, PASSWORD_MESSAGES, PASSWORD_MIN, text } from '#form/rules.ts';

/**
 * How each media server takes an invite: Plex an e-mail address (of a Plex account), Emby a
 * username (a local user) or an Emby Connect e-mail address, Jellyfin a username and a first
 * password. `email` is an invite to the portal itself, by e-mail.
 */
export type InviteKind = 'plex' | 'emby' | 'emby-connect' | 'jellyfin' | 'email';

export interface InviteValuesByKind {
  plex: { email: string };
  emby: { username: string };
  'emby-connect': { email: string };
  jellyfin: { username: string; password: string };
  email: { email: string };
}

export type InviteValues<Kind extends InviteKind> = InviteValuesByKind[Kind];

/** The longest username the media servers' invite calls take. */
export const USERNAME_MAX = 64;

/** Every text of an invite form's own fields; each kind has defaults, any can be replaced. */
export interface InviteTexts {
  /** The form's accessible name. */
  formLabel: string;
  submitLabel: string;
  emailLabel: string;
  emailDescription?: string;
  usernameLabel: string;
  usernameDescription?: string;
  passwordLabel: string;
  passwordDescription?: string;
  emailMissing: string;
  emailInvalid: string;
  usernameMissing: string;
  usernameTooLong: string;
  passwordMissing: string;
  passwordTooShort: string;
}

type InviteMessages = Partial<Record<keyof InviteTexts, MessageDescriptor>>;

const common = {
  formLabel: msg`Invite a user`,
  emailLabel: msg`E-mail address`,
  usernameLabel: msg`Username`,
  passwordLabel: msg`Password`,
  passwordDescription: msg`At least ${PASSWORD_MIN} characters.`,
  emailMissing: msg`Enter an e-mail address.`,
  emailInvalid: msg`Enter a valid e-mail address, such as name@example.com.`,
  usernameMissing: msg`Enter a username.`,
  usernameTooLong: msg`Keep the username to ${USERNAME_MAX} characters.`,
} satisfies InviteMessages;

/** What each kind says differently from `common`. */
const byKind: Record<InviteKind, InviteMessages & { submitLabel: MessageDescriptor }> = {
  plex: { submitLabel: msg`Send invite`, emailLabel: msg`Their Plex e-mail address` },
  emby: { submitLabel: msg`Invite user` },
  'emby-connect': { formLabel: msg`Invite with Emby Connect`, submitLabel: msg`Send invite`, emailLabel: msg`Emby Connect e-mail address` },
  jellyfin: { submitLabel: msg`Invite user` },
  email: { formLabel: msg`Invite someone`, submitLabel: msg`Send invite` },
};

/** A kind's texts in the active language. */
function textsOf(kind: InviteKind): InviteTexts {
  const messages: InviteMessages = { ...common, ...byKind[kind] };
  const texts = Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, i18n._(message)]));
  return { ...texts, passwordMissing: PASSWORD_MESSAGES.missing, passwordTooShort: PASSWORD_MESSAGES.tooShort } as InviteTexts;
}

/**
 * The texts of the server page's invite forms, per media server. Each is worded when it is read,
 * in the active language: read it where it is used (a render, a validation), not at module level.
 */
export const INVITE_TEXTS: Readonly<Record<InviteKind, InviteTexts>> = {
  get plex() {
    return textsOf('plex');
  },
  get emby() {
    return textsOf('emby');
  },
  get 'emby-connect'() {
    return textsOf('emby-connect');
  },
  get jellyfin() {
    return textsOf('jellyfin');
  },
  get email() {
    return textsOf('email');
  },
};

/** Which fields a kind of invite has. */
export function inviteFieldsOf(kind: InviteKind): { email: boolean; username: boolean; password: boolean } {
  return {
    email: kind === 'plex' || kind === 'emby-connect' || kind === 'email',
    username: kind === 'emby' || kind === 'jellyfin',
    password: kind === 'jellyfin',
  };
}

/** The field rules of an invite, checked before it is sent. */
export function inviteErrors(kind: InviteKind, values: Record<string, unknown>, texts: InviteTexts = INVITE_TEXTS[kind]): Record<string, string | undefined> {
  const fields = inviteFieldsOf(kind);
  const errors: Record<string, string | undefined> = {};
  if (fields.email) {
    errors.email =
      emailError(values.email, { missing: texts.emailMissing, invalid: texts.emailInvalid }) ??
      ([...text(values.email)].length > EMAIL_MAX ? texts.emailInvalid : undefined);
  }
  if (fields.username) {
    const username = text(values.username);
    errors.username = !username ? texts.usernameMissing : [...username].length > USERNAME_MAX ? texts.usernameTooLong : undefined;
  }
  if (fields.password) {
    const problem = passwordError(values.password, { missing: texts.passwordMissing });
    errors.password = problem === PASSWORD_MESSAGES.tooShort ? texts.passwordTooShort : problem;
  }
  return errors;
}

/** The values as the invite call takes them: addresses and usernames trimmed, passwords as typed. */
export function inviteValues<Values extends Record<string, unknown>>(kind: InviteKind, values: Values): Values {
  const fields = inviteFieldsOf(kind);
  return {
    ...values,
    ...(fields.email ? { email: text(values.email) } : {}),
    ...(fields.username ? { username: text(values.username) } : {}),
  };
}
