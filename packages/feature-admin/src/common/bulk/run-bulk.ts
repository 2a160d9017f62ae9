import { failureMessage } from '@portal/ui-kit/outcome';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface BulkSuccess<Item> {
  item: Item;
  /** The server's message for this item, when it sent one. */
  message?: string;
}

export interface BulkFailure<Item> {
  item: Item;
  /** The failure's own words (the server's message), else "Something went wrong". */
  message: string;
  error: unknown;
}

/** How a bulk action went, item by item. */
export interface BulkResult<Item> {
  succeeded: BulkSuccess<Item>[];
  failed: BulkFailure<Item>[];
  /** Items never tried because the run was stopped. */
  skipped: Item[];
}

export interface BulkProgress<Item> {
  /** Items finished, whichever way. */
  done: number;
  total: number;
  /** The item being worked on, if any. */
  current: Item | null;
}

export interface RunBulkOptions<Item> {
  /** Stops the run before the next item; the item in flight is awaited (and its call aborted). */
  signal?: AbortSignal;
  onProgress?: (progress: BulkProgress<Item>) => void;
}

function messageOf(answer: unknown): string | undefined {
  if (typeof answer !== 'object' || answer === null || !('message' in answer)) return undefined;
  const { message } = answer as { message?: unknown };
  return typeof message === 'string' && message ? message : undefined;
}

/**
 * Runs `action` on each item one after the other, so that the server sees the same calls as when
 * an admin acts on one item at a time (one update or delete each) and a failure of one item never
 * stops the others. Never rejects: every failure is recorded with its message.
 */
export async function runBulk<Item>(
  items: readonly Item[],
  action: (item: Item, signal: AbortSignal | undefined) => Promise<unknown>,
  { signal, onProgress }: RunBulkOptions<Item> = {},
): Promise<BulkResult<Item>> {
  const result: BulkResult<Item> = { succeeded: [], failed: [], skipped: [] };
  const total = items.length;
  for (const [index, item] of items.entries()) {
    if (signal?.aborted) {
      result.skipped.push(...items.slice(index));
      break;
    }
    onProgress?.({ done: index, total, current: item });
    try {
      const message = messageOf(await action(item, signal));
      result.succeeded.push(message ? { item, message } : { item });
    } catch (error) {
      if (signal?.aborted) {
        // Stopped while this item was in flight: it did not fail, it was not finished.
        result.skipped.push(...items.slice(index));
        break;
      }
      result.failed.push({ item, message: failureMessage(error), error });
    }
  }
  onProgress?.({ done: result.succeeded.length + result.failed.length, total, current: null });
  return result;
}

export interface BulkRun<Item> {
  /** While running: how far it is. */
  progress: BulkProgress<Item> | null;
  running: boolean;
  /** The last finished run, until `dismiss()`: give it to `BulkSummaryDialog`. */
  result: BulkResult<Item> | null;
  /**
   * Runs the action on every item (see `runBulk`) and resolves with the result, which also stays
   * in `result`. `onFinished` runs before the summary shows (to refetch the list, say).
   */
  start: (
    items: readonly Item[],
    action: (item: Item, signal: AbortSignal | undefined) => Promise<unknown>,
    onFinished?: (result: BulkResult<Item>) => void | Promise<unknown>,
  ) => Promise<BulkResult<Item>>;
  /** Stops before the next item. */
  stop: () => void;
  /** Forgets the last result (the summary closed). */
  dismiss: () => void;
}

/**
 * A bulk action's state for a screen: its progress while it runs and its result once done. One
 * run at a time; leaving the screen stops the run before the next item.
 *
 * ```tsx
 * const bulk = useBulkRun<AdminUser>();
 * await bulk.start(selection.items, (user) => deleteUser(user.id), () => queryClient.invalidateQueries(...));
 * {bulk.progress ? <BulkProgressBar label={t`Deleting the users`} progress={bulk.progress} onStop={bulk.stop} /> : null}
 * <BulkSummaryDialog result={bulk.result} onClose={bulk.dismiss} ... />
 * ```
 */
export function useBulkRun<Item>(): BulkRun<Item> {
  const [progress, setProgress] = useState<BulkProgress<Item> | null>(null);
  const [result, setResult] = useState<BulkResult<Item> | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(
    () => () => {
      controller.current?.abort();
    },
    [],
  );

  const start = useCallback<BulkRun<Item>['start']>(async (items, action, onFinished) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setResult(null);
    setProgress({ done: 0, total: items.length, current: null });
    const outcome = await runBulk(items, action, { signal: own.signal, onProgress: (next) => { if (controller.current === own) setProgress(next); } });
    if (controller.current === own) {
      try {
        await onFinished?.(outcome);
      } finally {
        controller.current = null;
        setProgress(null);
        setResult(outcome);
      }
    }
    return outcome;
  }, []);

  const stop = useCallback(() => controller.current?.abort(), []);
  const dismiss = useCallback(() => setResult(null), []);

  return { progress, running: progress !== null, result, start, stop, dismiss };
}
