import { FAULTS_PARAMETER, parseFaultParameter } from '../faults/parameter.ts';
import { validateFaultRules, type FaultRule, type FaultStore } from '../faults/registry.ts';

/** Where the tab keeps its fault rules, so they survive reloads and navigation but not the tab. */
export const FAULTS_STORAGE_KEY = 'portal-demo-backend:faults';

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the rules for the rest of the tab's session; no rules, nothing kept. */
export function storeFaults(rules: readonly FaultRule[]): void {
  try {
    if (rules.length) storage()?.setItem(FAULTS_STORAGE_KEY, JSON.stringify(rules));
    else storage()?.removeItem(FAULTS_STORAGE_KEY);
  } catch {
    // Storage full or refused: the rules still hold until the next reload.
  }
}

function storedFaults(): FaultRule[] {
  try {
    return validateFaultRules(JSON.parse(storage()?.getItem(FAULTS_STORAGE_KEY) ?? '[]'));
  } catch {
    return [];
  }
}

/**
 * The rules the browser demo starts with: those of the page's `demo-faults` parameter when it has
 * one (they are then kept in the tab's session storage, and the parameter leaves the address so a
 * reload does not undo later changes), else the ones the tab kept. An invalid parameter is
 * reported in the console and changes nothing.
 */
export function restoreFaults(store: FaultStore): FaultRule[] {
  const url = new URL(window.location.href);
  const parameter = url.searchParams.get(FAULTS_PARAMETER);
  if (parameter !== null) {
    try {
      const rules = store.set(parseFaultParameter(parameter));
      storeFaults(rules);
      url.searchParams.delete(FAULTS_PARAMETER);
      window.history.replaceState(window.history.state, '', url);
      return rules;
    } catch (error) {
      console.warn(`The ${FAULTS_PARAMETER} parameter was ignored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return store.set(storedFaults());
}
