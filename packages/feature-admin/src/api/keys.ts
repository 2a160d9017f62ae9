/**
 * Query keys of the admin area: every key starts with `admin`, the area's root, so invalidating
 * the area never touches another's data (the shell's keys start with `shell`).
 */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
  /** System Settings' root: other folders refresh it when they change one of its settings. */
  appManagement: () => [...adminKeys.all, 'app-management'] as const,
};
