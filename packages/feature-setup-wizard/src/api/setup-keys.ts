/** Query and mutation keys of the set-up wizard; every one starts with the package's root, `'wizard'`. */
export const setupKeys = {
  all: ['wizard'] as const,
  state: () => [...setupKeys.all, 'state'] as const,
  step: (step: string) => [...setupKeys.all, 'step', step] as const,
};
