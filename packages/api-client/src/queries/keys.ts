/**
 * Query keys api-client owns: the session and the system settings, one cache entry each. Their root
 * is `'session'` (the portal's packages have their own: `'customer'`, `'admin'`, `'shell'`,
 * `'reseller'`, `'moderator'`, `'wizard'`). Features build their own factories for their own data.
 */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
  profile: () => [...sessionKeys.all, 'profile'] as const,
};

/** The system settings: under the session root, but kept when the user signs out. */
export const systemKeys = {
  all: [...sessionKeys.all, 'system'] as const,
  settings: () => [...systemKeys.all, 'settings'] as const,
};

/** Whether a query key belongs to the system settings, which outlive a session. */
export function isSystemKey(queryKey: readonly unknown[]): boolean {
  return systemKeys.all.every((part, index) => queryKey[index] === part);
}
