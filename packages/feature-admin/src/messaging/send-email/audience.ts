import { isEmail } from '@portal/ui-kit/form';
import type { EmailAudience, EmailGroup } from '../api/types.ts';

export const EMAIL_GROUPS: readonly EmailGroup[] = ['everybody', 'server-type', 'node', 'trial', 'resellers', 'users'];
export const SERVER_TYPES = ['plex', 'emby', 'jellyfin'] as const;
export type ServerTypeValue = (typeof SERVER_TYPES)[number];

/** What the audience fields hold while the admin picks. */
export interface AudienceFields {
  group: EmailGroup;
  serverType: ServerTypeValue;
  /** A node's id as the select holds it; '' before one is chosen. */
  node: string;
  /** Addresses separated by commas, spaces or new lines. */
  emails: string;
}

export const EMPTY_AUDIENCE: AudienceFields = { group: 'everybody', serverType: 'plex', node: '', emails: '' };

export function parseEmails(value: string): string[] {
  return [...new Set(value.split(/[\s,;]+/).map((email) => email.trim().toLowerCase()).filter(Boolean))];
}

/** The addresses of the list that are not e-mail addresses. */
export function invalidEmails(value: string): string[] {
  return parseEmails(value).filter((email) => !isEmail(email));
}

/** The audience as the API takes it, or null while it is not complete (no node chosen, no valid address). */
export function toAudience(fields: AudienceFields): EmailAudience | null {
  switch (fields.group) {
    case 'server-type':
      return { group: 'server-type', server_type: fields.serverType };
    case 'node':
      return /^\d+$/.test(fields.node) ? { group: 'node', node_id: Number(fields.node) } : null;
    case 'users': {
      const emails = parseEmails(fields.emails);
      return emails.length > 0 && emails.every((email) => isEmail(email)) ? { group: 'users', emails } : null;
    }
    default:
      return { group: fields.group };
  }
}
