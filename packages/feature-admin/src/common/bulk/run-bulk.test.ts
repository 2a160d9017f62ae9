import { ApiError } from '@portal/api-client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { runBulk, useBulkRun, type BulkProgress } from './run-bulk.ts';

function failure(message: string, status = 403) {
  return new ApiError({ status, statusText: 'Forbidden', body: { success: false, message }, method: 'POST', url: '/api/x' });
}

describe('runBulk', () => {
  it('runs the items one after the other and keeps going after a failure', async () => {
    const running: number[] = [];
    let inFlight = 0;
    const progress: BulkProgress<number>[] = [];
    const result = await runBulk(
      [1, 2, 3],
      async (item) => {
        inFlight += 1;
        expect(inFlight).toBe(1);
        running.push(item);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
        if (item === 2) throw failure('You cannot delete your own account.');
        return { success: true, message: `Item ${item} done` };
      },
      { onProgress: (step) => progress.push(step) },
    );
    expect(running).toEqual([1, 2, 3]);
    expect(result.succeeded).toEqual([
      { item: 1, message: 'Item 1 done' },
      { item: 3, message: 'Item 3 done' },
    ]);
    expect(result.failed).toHaveLength(1);
    expect(result.failed[0]).toMatchObject({ item: 2, message: 'You cannot delete your own account.' });
    expect(result.skipped).toEqual([]);
    expect(progress.map((step) => [step.done, step.current])).toEqual([
      [0, 1],
      [1, 2],
      [2, 3],
      [3, null],
    ]);
  });

  it('words a failure without a message as something that went wrong', async () => {
    const result = await runBulk(['a'], () => Promise.reject(new Error('')));
    expect(result.failed[0]?.message).toBe('Something went wrong');
  });

  it('stops before the next item once aborted, leaving the rest untried', async () => {
    const controller = new AbortController();
    const action = vi.fn(async (item: number) => {
      if (item === 2) controller.abort();
      return undefined;
    });
    const result = await runBulk([1, 2, 3, 4], action, { signal: controller.signal });
    expect(action).toHaveBeenCalledTimes(2);
    expect(result.succeeded.map((entry) => entry.item)).toEqual([1, 2]);
    expect(result.skipped).toEqual([3, 4]);
  });

  it('counts an item whose call was aborted as not tried, not as failed', async () => {
    const controller = new AbortController();
    const result = await runBulk(
      [1, 2],
      (item, signal) =>
        new Promise((_, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          if (item === 1) controller.abort();
        }),
      { signal: controller.signal },
    );
    expect(result.failed).toEqual([]);
    expect(result.skipped).toEqual([1, 2]);
  });
});

describe('useBulkRun', () => {
  it('reports progress while running and keeps the result until dismissed', async () => {
    const { result } = renderHook(() => useBulkRun<string>());
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const finished = vi.fn();
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.start(['a', 'b'], async (item) => {
        if (item === 'b') await gate;
        return { message: `${item} ok` };
      }, finished);
    });
    await waitFor(() => expect(result.current.progress).toEqual({ done: 1, total: 2, current: 'b' }));
    expect(result.current.running).toBe(true);
    await act(async () => {
      release();
      await run;
    });
    expect(finished).toHaveBeenCalledOnce();
    expect(result.current.running).toBe(false);
    expect(result.current.result?.succeeded.map((entry) => entry.message)).toEqual(['a ok', 'b ok']);
    act(() => result.current.dismiss());
    expect(result.current.result).toBeNull();
  });

  it('stops before the next item', async () => {
    const { result } = renderHook(() => useBulkRun<number>());
    let run!: Promise<unknown>;
    act(() => {
      run = result.current.start([1, 2, 3], async (item) => {
        if (item === 1) result.current.stop();
      });
    });
    await act(async () => {
      await run;
    });
    expect(result.current.result?.skipped).toEqual([2, 3]);
  });
});
