import type { I18n } from '@lingui/core';
import type { TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useMemo, useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

let version = 0;
const listeners = new Set<() => void>();
i18n.on('change', () => {
  version += 1;
  for (const listener of listeners) listener();
});

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => version;

export interface LinguiValue {
  i18n: I18n;
  /** Translates a message descriptor (`msg`) or id, in the active language. */
  _: I18n['_'];
}

/**
 * What the `useLingui` macro reads: the portal's one i18n. A component that uses it re-renders
 * when the language changes or a catalog arrives, with no provider around the tree.
 */
export function useLingui(): LinguiValue {
  const current = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), version: current }), [current]);
}

/** What the `<Trans>` macro renders. */
export function Trans(props: TransProps) {
  useLingui();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
