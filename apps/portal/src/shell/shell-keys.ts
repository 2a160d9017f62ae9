/**
 * The root of every query key the shell (apps/portal) owns: processes, notifications, search,
 * announcements, alerts, the accept-invite and impersonation screens. Each factory starts from it,
 * so no key of the shell can match a feature package's (`'customer'`, `'admin'`, ...).
 */
export const shellKeys = {
  all: ['shell'] as const,
  /** One query per impersonation token: a remount does not spend the token twice. */
  impersonation: (token: string) => [...shellKeys.all, 'impersonate', token] as const,
};
