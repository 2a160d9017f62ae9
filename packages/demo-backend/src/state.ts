import { restore, takeRestorePoint, type RestorePoint } from '#db/restore-point.ts';
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

/** Taken on the first restore; `null` when the seed cannot be restored from a copy. */
let restorePoint: RestorePoint | null | undefined;

/**
 * The same fresh demo platform as `resetDemoData()`, put back from a copy of the seeded tables
 * taken once (`db/restore-point.ts`): what tests call before and after each test.
 */
export function restoreDemoData(): void {
  if (restorePoint === undefined) restorePoint = takeRestorePoint();
  else if (restorePoint) restore(restorePoint);
  if (!restorePoint) seed();
  for (const hook of resetHooks) hook();
}
