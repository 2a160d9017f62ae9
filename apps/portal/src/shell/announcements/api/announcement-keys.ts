import { shellKeys } from '#shell/shell-keys.ts';

/** Query keys of the announcements, per user (an impersonating admin sees the user's). */
export const announcementKeys = {
  all: [...shellKeys.all, 'announcements'] as const,
  current: (userId: number) => [...announcementKeys.all, userId, 'current'] as const,
};
