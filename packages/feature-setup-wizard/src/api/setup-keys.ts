/** Query and mutation keys of the set-up wizard. */
export const setupKeys = {
  all: ['setup-wizard'] as const,
  state: () => [...setupKeys.all, 'state'] as const,
  step: (step: string) => [...setupKeys.all, 'step', step] as const,
};
