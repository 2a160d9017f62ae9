import { shellKeys } from '#shell/shell-keys.ts';

/** Which page of the notifications, and how many per page. */
export interface NotificationListParams {
  perPage: number;
  page: number;
}

/**
 * Query keys of the signed-in user's notifications. The bell and the all-notifications screen
 * share them, so reading a notification in one place updates the other.
 */
export const notificationKeys = {
  all: [...shellKeys.all, 'notifications'] as const,
  /** Per user: an admin who impersonates someone must never see their own cached notifications. */
  user: (userId: number) => [...notificationKeys.all, userId] as const,
  lists: (userId: number) => [...notificationKeys.user(userId), 'list'] as const,
  list: (userId: number, params: NotificationListParams) => [...notificationKeys.lists(userId), params] as const,
  unreadCount: (userId: number) => [...notificationKeys.user(userId), 'unread-count'] as const,
};

/** The spec's page size of the shell's dropdown (section 9). */
export const LATEST_PAGE: NotificationListParams = { perPage: 5, page: 1 };
