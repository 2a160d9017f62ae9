import { customerKeys } from '#api/keys.ts';

/** Query keys of the account settings. Server lists come from `serverKeys`; these are the settings' own. */
export const settingsKeys = {
  all: [...customerKeys.all, 'settings'] as const,
  profile: () => [...settingsKeys.all, 'profile'] as const,
  servers: () => [...settingsKeys.all, 'servers'] as const,
  server: (id: number) => [...settingsKeys.servers(), id] as const,
  sharedUsers: () => [...settingsKeys.all, 'shared-users'] as const,
  sharedUserList: (filters: { page: number; search: string }) => [...settingsKeys.sharedUsers(), 'list', filters] as const,
  cdnHost: () => [...settingsKeys.all, 'cdn-host'] as const,
};
