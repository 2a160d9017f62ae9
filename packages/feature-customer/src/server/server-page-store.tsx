import type { Popup } from '@portal/api-client';
import type { Outcome } from '@portal/ui-kit/outcome';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { PageActionId } from './server-rules.ts';

/** Actions that ask before they run. */
export type ConfirmableAction = Exclude<PageActionId, 'start' | 'claim'>;

export interface ServerPageState {
  /** The confirmation dialog that is open. */
  confirming: ConfirmableAction | null;
  /** The action in flight; every other action waits for it. */
  running: PageActionId | null;
  /** The 'Done!', 'Poof!' or 'Whoops!' after an action; its `onClose` may leave a deleted server's page. */
  outcome: Outcome | null;
  /** A message the server sent with its answer (a claim's, say). */
  popup: Popup | null;
  /** Set while the node reboots: the blocking 'Rebooting...' dialog is open. */
  reboot: { startedAt: number } | null;
  /** The user deleted the server here; the page stops asking for it. */
  deleted: boolean;

  ask: (action: ConfirmableAction) => void;
  dismiss: () => void;
  begin: (action: PageActionId) => void;
  /** The action is over: show its outcome, its popup, both or neither. */
  finish: (result: { outcome?: Outcome | null; popup?: Popup | null; deleted?: boolean }) => void;
  /** The action is over with nothing to show (its form shows the errors). */
  settle: () => void;
  closeOutcome: () => void;
  closePopup: () => void;
  beginReboot: (startedAt: number) => void;
  endReboot: (outcome: Outcome) => void;
}

/** The server page's client state: which dialog is open and what is running. One store per page. */
export function createServerPageStore(): StoreApi<ServerPageState> {
  return createStore<ServerPageState>()((set) => ({
    confirming: null,
    running: null,
    outcome: null,
    popup: null,
    reboot: null,
    deleted: false,
    ask: (action) => set({ confirming: action }),
    dismiss: () => set({ confirming: null }),
    begin: (action) => set({ running: action }),
    finish: ({ outcome = null, popup = null, deleted = false }) =>
      set((state) => ({ running: null, confirming: null, outcome, popup, deleted: state.deleted || deleted })),
    settle: () => set({ running: null }),
    closeOutcome: () => set({ outcome: null }),
    closePopup: () => set({ popup: null }),
    beginReboot: (startedAt) => set({ running: 'node-restart', confirming: null, reboot: { startedAt } }),
    endReboot: (outcome) => set({ running: null, reboot: null, outcome }),
  }));
}

const ServerPageStoreContext = createContext<StoreApi<ServerPageState> | null>(null);

export function ServerPageStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createServerPageStore);
  return <ServerPageStoreContext value={store}>{children}</ServerPageStoreContext>;
}

export function useServerPageStore<T>(selector: (state: ServerPageState) => T): T {
  const store = useContext(ServerPageStoreContext);
  if (!store) throw new Error('useServerPageStore needs a <ServerPageStoreProvider> above it');
  return useStore(store, selector);
}
