import { useQuery } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { systemSettingsQuery } from '../queries/system.ts';
import type { AuthUser } from '../types.ts';
import { sessionStore, type SessionState } from './store.ts';

/** Reads the session store; pass a selector to re-render only on what you use. */
export function useSession(): SessionState;
export function useSession<T>(selector: (state: SessionState) => T): T;
export function useSession<T>(selector?: (state: SessionState) => T): T | SessionState {
  return useStore(sessionStore, (selector ?? ((state: SessionState) => state)) as (state: SessionState) => T | SessionState);
}

export function useCurrentUser(): AuthUser | null {
  return useStore(sessionStore, (state) => state.user);
}

export function useIsAuthenticated(): boolean {
  return useStore(sessionStore, (state) => Boolean(state.token && state.user));
}

/** The system settings from the shared cache. */
export function useSystemSettings() {
  return useQuery(systemSettingsQuery());
}
