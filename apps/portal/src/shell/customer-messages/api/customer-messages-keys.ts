import { shellKeys } from '#shell/shell-keys.ts';

/** Query keys of the alerts, popups and page blocks, per user (an impersonating admin sees the user's). */
export const customerMessageKeys = {
  all: [...shellKeys.all, 'customer-messages'] as const,
  current: (userId: number) => [...customerMessageKeys.all, userId] as const,
};
