import type { MediaItem } from '@portal/api-client';
import type { Outcome } from '@portal/ui-kit/outcome';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

export type PosterSize = 'small' | 'medium' | 'large';

/** A title opened for a closer look, in the version (HD or 4K) of the list it was opened from. */
export interface OpenTitle {
  item: MediaItem;
  uhd: boolean;
}

/**
 * What the request lounge remembers while it is open and the server does not: how big the
 * posters are, the title opened in the detail dialog, the title being reported, and the outcome
 * dialog any screen of the lounge can raise.
 */
export interface RequestLoungeState {
  posterSize: PosterSize;
  detail: OpenTitle | null;
  /** The report dialog: a title to report, `'pick'` to choose one first, or closed. */
  reporting: MediaItem | 'pick' | null;
  outcome: Outcome | null;
  setPosterSize: (size: PosterSize) => void;
  openDetail: (title: OpenTitle) => void;
  closeDetail: () => void;
  startReport: (item: MediaItem | 'pick') => void;
  closeReport: () => void;
  showOutcome: (outcome: Outcome) => void;
  closeOutcome: () => void;
}

export type RequestLoungeStore = StoreApi<RequestLoungeState>;

export function createRequestLoungeStore(initial: Partial<Pick<RequestLoungeState, 'posterSize'>> = {}): RequestLoungeStore {
  return createStore<RequestLoungeState>()((set) => ({
    posterSize: initial.posterSize ?? 'medium',
    detail: null,
    reporting: null,
    outcome: null,
    setPosterSize: (posterSize) => set({ posterSize }),
    openDetail: (detail) => set({ detail }),
    closeDetail: () => set({ detail: null }),
    // Reporting from the detail dialog replaces it: one dialog at a time.
    startReport: (reporting) => set({ reporting, detail: null }),
    closeReport: () => set({ reporting: null }),
    showOutcome: (outcome) => set({ outcome }),
    closeOutcome: () => set({ outcome: null }),
  }));
}

const RequestLoungeStoreContext = createContext<RequestLoungeStore | null>(null);

/** One store for the lounge's screens, for as long as the lounge is open. */
export function RequestLoungeStoreProvider({ children, store }: { children: ReactNode; store?: RequestLoungeStore }) {
  const [value] = useState(() => store ?? createRequestLoungeStore());
  return <RequestLoungeStoreContext value={value}>{children}</RequestLoungeStoreContext>;
}

export function useRequestLoungeStoreApi(): RequestLoungeStore {
  const store = useContext(RequestLoungeStoreContext);
  if (!store) throw new Error('useRequestLoungeStore needs a RequestLoungeStoreProvider above it.');
  return store;
}

export function useRequestLoungeStore<T>(selector: (state: RequestLoungeState) => T): T {
  return useStore(useRequestLoungeStoreApi(), selector);
}
