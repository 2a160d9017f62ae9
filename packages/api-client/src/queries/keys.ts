/**
 * Query keys shared by every package, so the session and the system settings have one cache
 * entry each. Features build their own factories for their own data.
 */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
  profile: () => [...sessionKeys.all, 'profile'] as const,
};

export const systemKeys = {
  all: ['system'] as const,
  settings: () => [...systemKeys.all, 'settings'] as const,
};
