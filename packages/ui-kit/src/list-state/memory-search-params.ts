import { useCallback, useMemo, useState } from 'react';
import type { SearchParamsSetter, SearchParamsState } from './use-list-state.ts';

interface History {
  entries: string[];
  index: number;
}

/**
 * An address query with a history of its own, for stories and tests: what a router's
 * `useSearchParams()` gives a screen, plus back and forward.
 */
export function useMemorySearchParams(initial = '') {
  const [history, setHistory] = useState<History>({ entries: [initial], index: 0 });
  const query = history.entries[history.index] ?? '';
  const params = useMemo(() => new URLSearchParams(query), [query]);

  const setParams = useCallback<SearchParamsSetter>((next, options) => {
    setHistory((previous) => {
      const current = new URLSearchParams(previous.entries[previous.index] ?? '');
      const entry = next(current).toString();
      if (options?.replace) {
        const entries = [...previous.entries];
        entries[previous.index] = entry;
        return { entries, index: previous.index };
      }
      return { entries: [...previous.entries.slice(0, previous.index + 1), entry], index: previous.index + 1 };
    });
  }, []);

  const go = useCallback((delta: number) => {
    setHistory((previous) => {
      const index = Math.min(Math.max(previous.index + delta, 0), previous.entries.length - 1);
      return index === previous.index ? previous : { ...previous, index };
    });
  }, []);

  const state: SearchParamsState = useMemo(() => [params, setParams] as const, [params, setParams]);
  return {
    state,
    query,
    back: () => go(-1),
    forward: () => go(1),
    canGoBack: history.index > 0,
    canGoForward: history.index < history.entries.length - 1,
    length: history.entries.length,
  };
}
