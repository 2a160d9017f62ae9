/** Query keys of the admin area; every one starts with the package's root, `'admin'`. */
export const adminKeys = {
  all: ['admin'] as const,
  dashboard: () => [...adminKeys.all, 'dashboard'] as const,
};
