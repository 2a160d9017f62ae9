/** Spec section 9: the open panel looks again every 30 s … */
export const RECENT_PROCESSES_REFETCH_MS = 30_000;
/** … and fetches only when the server's list is older than this. */
export const RECENT_PROCESSES_MAX_AGE_MS = 30_000;

/**
 * Whether the recent processes should be fetched again: only when the server's `last_updated`
 * is older than 30 s at `now` (or unknown, or unreadable).
 */
export function shouldRefetchRecentProcesses(lastUpdated: string | null | undefined, now: number): boolean {
  if (!lastUpdated) return true;
  const updatedAt = Date.parse(lastUpdated);
  if (Number.isNaN(updatedAt)) return true;
  return now - updatedAt > RECENT_PROCESSES_MAX_AGE_MS;
}
