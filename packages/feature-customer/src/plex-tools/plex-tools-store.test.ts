import { describe, expect, it } from 'vitest';
import { createPlexToolsStore } from './plex-tools-store.tsx';

describe('the Plex tools store', () => {
  it('keeps the Plex sign-in in memory and ends it with the reason to sign in again', () => {
    const store = createPlexToolsStore();
    store.getState().startPlexSession({ account: 'plex@demo.test', token: 'abc' });
    expect(store.getState().plexSession).toEqual({ account: 'plex@demo.test', token: 'abc' });
    store.getState().endPlexSession('Your Plex sign-in has expired. Sign in again.');
    expect(store.getState()).toMatchObject({ plexSession: null, signInNotice: 'Your Plex sign-in has expired. Sign in again.' });
    store.getState().startPlexSession({ account: 'plex@demo.test', token: 'def' });
    expect(store.getState().signInNotice).toBeNull();
  });

  it('remembers the chosen server, and each store starts on its own', () => {
    const first = createPlexToolsStore({ serverId: 4 });
    first.getState().chooseServer(7);
    expect(first.getState().serverId).toBe(7);
    expect(createPlexToolsStore().getState().serverId).toBeNull();
  });
});
