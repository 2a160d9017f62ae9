import { adminKeys } from '#api/keys.ts';

/** Query keys of the System Settings: one per page's settings, all under the area's root. */
export const appManagementKeys = {
  all: adminKeys.appManagement(),
  system: () => [...appManagementKeys.all, 'system'] as const,
  deployment: () => [...appManagementKeys.all, 'deployment'] as const,
  billing: () => [...appManagementKeys.all, 'billing'] as const,
  trials: () => [...appManagementKeys.all, 'trials'] as const,
};
