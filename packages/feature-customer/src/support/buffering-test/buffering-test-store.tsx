import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import type { BufferingTestResult } from '../api/types.ts';
import type { MeasurePhase } from './measure.ts';

export type RunPhase = 'idle' | MeasurePhase | 'saving' | 'done' | 'failed';

/** One run of the buffering test as the screen shows it; nothing here is kept by the server until the result. */
export interface BufferingTestState {
  /** The server chosen to test against. */
  serverId: number | null;
  phase: RunPhase;
  /** 0 to 1. */
  progress: number;
  /** The speed measured so far, shown while the test runs. */
  liveMbps: number | null;
  result: BufferingTestResult | null;
  error: string | null;
  chooseServer: (serverId: number) => void;
  started: () => void;
  advanced: (phase: RunPhase, progress: number, liveMbps?: number | null) => void;
  finished: (result: BufferingTestResult) => void;
  failed: (message: string) => void;
  /** Back to the start (after a cancel), keeping the last result on screen. */
  stopped: () => void;
}

export type BufferingTestStore = StoreApi<BufferingTestState>;

export function createBufferingTestStore(initial: { serverId?: number | null } = {}): BufferingTestStore {
  return createStore<BufferingTestState>()((set) => ({
    serverId: initial.serverId ?? null,
    phase: 'idle',
    progress: 0,
    liveMbps: null,
    result: null,
    error: null,
    chooseServer: (serverId) => set({ serverId, result: null, error: null, phase: 'idle', progress: 0 }),
    started: () => set({ phase: 'latency', progress: 0, liveMbps: null, result: null, error: null }),
    advanced: (phase, progress, liveMbps) => set((state) => ({ phase, progress, liveMbps: liveMbps === undefined ? state.liveMbps : liveMbps })),
    finished: (result) => set({ phase: 'done', progress: 1, result }),
    failed: (error) => set({ phase: 'failed', error }),
    stopped: () => set({ phase: 'idle', progress: 0, liveMbps: null }),
  }));
}

const BufferingTestContext = createContext<BufferingTestStore | null>(null);

/** The buffering test's state, for as long as its screen is open. */
export function BufferingTestProvider({ children, store }: { children: ReactNode; store?: BufferingTestStore }) {
  const [value] = useState(() => store ?? createBufferingTestStore());
  return <BufferingTestContext value={value}>{children}</BufferingTestContext>;
}

export function useBufferingTest<T>(selector: (state: BufferingTestState) => T): T {
  const store = useContext(BufferingTestContext);
  if (!store) throw new Error('useBufferingTest needs a BufferingTestProvider above it.');
  return useStore(store, selector);
}
