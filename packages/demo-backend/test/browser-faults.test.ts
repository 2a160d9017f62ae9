import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAULTS_STORAGE_KEY, restoreFaults, storeFaults } from '../src/browser/fault-storage.ts';
import { createFaultStore, type FaultStore } from '../src/faults/registry.ts';

let store: FaultStore;
const stored = () => JSON.parse(sessionStorage.getItem(FAULTS_STORAGE_KEY) ?? 'null') as unknown;
const visit = (path: string) => window.history.replaceState(null, '', path);

beforeEach(() => {
  sessionStorage.clear();
  store = createFaultStore();
});

afterEach(() => visit('/app/'));

describe('the browser demo’s faults', () => {
  it('come from the demo-faults parameter, which is kept and leaves the address', () => {
    visit('/app/servers?tab=all&demo-faults=status-500:/api/customer/*,slow:/api/customer/servers:get#top');
    const rules = restoreFaults(store);
    const expected = [
      { kind: 'status-500', path: '/api/customer/*' },
      { kind: 'slow', path: '/api/customer/servers', method: 'get' },
    ];
    expect(rules).toEqual(expected);
    expect(store.list()).toEqual(expected);
    expect(stored()).toEqual(expected);
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/app/servers?tab=all#top');
  });

  it('survive a reload and navigation through session storage', () => {
    visit('/app/?demo-faults=no-answer:/api/get-user');
    restoreFaults(store);
    visit('/app/dashboard');
    const reloaded = createFaultStore();
    expect(restoreFaults(reloaded)).toEqual([{ kind: 'no-answer', path: '/api/get-user' }]);
  });

  it('are cleared by demo-faults=off', () => {
    storeFaults([{ kind: 'status-500' }]);
    visit('/app/?demo-faults=off');
    expect(restoreFaults(store)).toEqual([]);
    expect(sessionStorage.getItem(FAULTS_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('ignore an invalid parameter with a warning, keeping what the tab had', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    storeFaults([{ kind: 'data-null' }]);
    visit('/app/?demo-faults=status-418');
    expect(restoreFaults(store)).toEqual([{ kind: 'data-null' }]);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^The demo-faults parameter was ignored: Fault rule 1 has an unknown kind "status-418"/));
  });

  it('start empty when nothing or nothing readable is stored', () => {
    expect(restoreFaults(store)).toEqual([]);
    sessionStorage.setItem(FAULTS_STORAGE_KEY, '{broken');
    expect(restoreFaults(store)).toEqual([]);
    sessionStorage.setItem(FAULTS_STORAGE_KEY, JSON.stringify([{ kind: 'status-418' }]));
    expect(restoreFaults(store)).toEqual([]);
  });
});
