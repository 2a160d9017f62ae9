import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A filter kept in the address, so a reload or a shared link shows the same list. Unknown
 * values fall back; the fallback itself is left out of the address.
 */
export function useUrlChoice<T extends string>(name: string, allowed: readonly T[], fallback: T): [T, (value: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.includes(raw as T) ? (raw as T) : fallback;
  const setValue = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      );
    },
    [fallback, name, setParams],
  );
  return [value, setValue];
}
