import { seed } from '#db/seed.ts';

const resetHooks = new Set<() => void>();

/** Registers in-memory state (rate limits, the active user) that a reset clears along with the data. */
export function onReset(hook: () => void): void {
  resetHooks.add(hook);
}

/** Reseeds every table and forgets in-memory state: a fresh demo platform. */
export function resetDemoData(): void {
  seed();
  for (const hook of resetHooks) hook();
}
