export { InviteForm, type InviteFormProps } from './invite-form.tsx';
export { InviteFields, type InviteFieldsProps } from './invite-fields.tsx';
export {
  INVITE_TEXTS,
  USERNAME_MAX,
  inviteErrors,
  inviteFieldsOf,
  inviteValues,
  type InviteKind,
  type InviteTexts,
  type InviteValues,
  type InviteValuesByKind,
} from './invite-rules.ts';
