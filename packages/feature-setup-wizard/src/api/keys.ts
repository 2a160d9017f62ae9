/** Query and mutation keys of the set-up wizard: every key starts with `wizard`, the area's root. */
export const setupKeys = {
  all: ['wizard'] as const,
  state: () => [...setupKeys.all, 'state'] as const,
  step: (step: string) => [...setupKeys.all, 'step', step] as const,
};
