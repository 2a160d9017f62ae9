import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@portal/ui-kit/i18n';
import type { UserRoleFilter } from './api/keys.ts';

/**
 * What an admin can switch off for a user (the demo backend's `RESTRICTIONS`), in the order the
 * form shows them. A ticked box blocks the feature; a value the portal does not know yet is shown
 * under its own name and kept on save.
 */
export const RESTRICTION_LABELS: Record<string, { label: MessageDescriptor; description: MessageDescriptor }> = {
  'request-lounge': { label: msg`Block the Request Lounge`, description: msg`No requests for movies and shows.` },
  'plex-tools': { label: msg`Block Plex tools`, description: msg`No invite backups, library sync, collections or media scans.` },
  backups: { label: msg`Block backups`, description: msg`No new backups and no restores of their servers.` },
  cdn: { label: msg`Block the CDN`, description: msg`The content delivery network cannot be switched on for their servers.` },
  invites: { label: msg`Block invites`, description: msg`No invites of shared users to their servers.` },
  support: { label: msg`Block support tickets`, description: msg`No new tickets and no replies.` },
  shop: { label: msg`Block the shop`, description: msg`No purchases of new servers or upgrades.` },
};

export const KNOWN_RESTRICTIONS = Object.keys(RESTRICTION_LABELS);

/** The role filter of the list, `all` when none is chosen. */
export const ROLE_FILTERS: { value: UserRoleFilter | 'all'; label: MessageDescriptor }[] = [
  { value: 'all', label: msg`All roles` },
  { value: 'admin', label: msg`Admins` },
  { value: 'moderator', label: msg`Moderators` },
  { value: 'contributor', label: msg`Contributors` },
  { value: 'trial', label: msg`Trial users` },
  { value: 'customer', label: msg`Customers` },
];
