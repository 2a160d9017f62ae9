import { createContext, useContext, useState, type ReactNode } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';

export interface PlexSession {
  /** The Plex account signed in with. */
  account: string;
  /** Its Plex token. Memory only: it goes when the Plex tools close, and is never written to storage. */
  token: string;
}

/** What the Plex tools remember while they are open, and nothing the server keeps. */
export interface PlexToolsState {
  plexSession: PlexSession | null;
  /** Why the user has to sign in to Plex again, shown above the sign-in form. */
  signInNotice: string | null;
  /** The Plex server chosen on the collections and scan screens, shared as the user moves between them. */
  serverId: number | null;
  startPlexSession: (session: PlexSession) => void;
  endPlexSession: (notice?: string) => void;
  chooseServer: (serverId: number) => void;
}

export type PlexToolsStore = StoreApi<PlexToolsState>;

export function createPlexToolsStore(initial: Partial<Pick<PlexToolsState, 'plexSession' | 'serverId'>> = {}): PlexToolsStore {
  return createStore<PlexToolsState>()((set) => ({
    plexSession: initial.plexSession ?? null,
    signInNotice: null,
    serverId: initial.serverId ?? null,
    startPlexSession: (session) => set({ plexSession: session, signInNotice: null }),
    endPlexSession: (notice) => set({ plexSession: null, signInNotice: notice ?? null }),
    chooseServer: (serverId) => set({ serverId }),
  }));
}

const PlexToolsStoreContext = createContext<PlexToolsStore | null>(null);

/** One store for the Plex tools' screens, for as long as the Plex tools are open. */
export function PlexToolsStoreProvider({ children, store }: { children: ReactNode; store?: PlexToolsStore }) {
  const [value] = useState(() => store ?? createPlexToolsStore());
  return <PlexToolsStoreContext value={value}>{children}</PlexToolsStoreContext>;
}

export function usePlexToolsStore<T>(selector: (state: PlexToolsState) => T): T {
  const store = useContext(PlexToolsStoreContext);
  if (!store) throw new Error('usePlexToolsStore needs a PlexToolsStoreProvider above it.');
  return useStore(store, selector);
}
