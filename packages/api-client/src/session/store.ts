import { createStore } from 'zustand/vanilla';
import { createStorage, type KeyValueStorage } from '../storage.ts';
import type { AuthUser } from '../types.ts';

export interface SessionState {
  token: string | null;
  user: AuthUser | null;
  /** Set while an admin impersonates a user: it restores the admin's session. */
  returnKey: string | null;
  /** The instance the user signed in to (login's `instance` query), kept for the way back to login. */
  instance: string | null;
  /** False until start-up has checked a stored token, so guards do not decide on a stale user. */
  ready: boolean;
}

/** Keys under which the session is persisted. */
export const STORAGE_KEYS = { token: 'token', user: 'user', returnKey: 'returnKey', instance: 'instance' } as const;

let storage: KeyValueStorage = createStorage();

function readPersisted(): Omit<SessionState, 'ready'> {
  const token = storage.get<string>(STORAGE_KEYS.token);
  return {
    token: typeof token === 'string' && token ? token : null,
    user: token ? storage.get<AuthUser>(STORAGE_KEYS.user) : null,
    returnKey: token ? storage.get<string>(STORAGE_KEYS.returnKey) : null,
    instance: storage.get<string>(STORAGE_KEYS.instance),
  };
}

export const sessionStore = createStore<SessionState>()(() => ({ ...readPersisted(), ready: false }));

function persist(key: string, value: unknown) {
  if (value === null || value === undefined) storage.remove(key);
  else storage.set(key, value);
}

sessionStore.subscribe((state, previous) => {
  if (state.token !== previous.token) persist(STORAGE_KEYS.token, state.token);
  if (state.user !== previous.user) persist(STORAGE_KEYS.user, state.user);
  if (state.returnKey !== previous.returnKey) persist(STORAGE_KEYS.returnKey, state.returnKey);
  if (state.instance !== previous.instance) persist(STORAGE_KEYS.instance, state.instance);
});

/**
 * Re-reads the persisted session, for example with another storage backend. Tests use it to
 * start from what a reload would see.
 */
export function rehydrateSession(nextStorage: KeyValueStorage = storage): void {
  storage = nextStorage;
  sessionStore.setState({ ...readPersisted(), ready: false }, true);
}

export function getSessionStorage(): KeyValueStorage {
  return storage;
}
