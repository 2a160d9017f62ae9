import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { MetricQuery } from '../api/types.ts';
import { periodSearch, readPeriod } from './period.ts';

/** The period of the address, shared by every metrics screen, and a way to change it (back to the first page). */
export function useMetricPeriod() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the params object changes identity on every render; its text does not.
  const { query, adjusted } = useMemo(() => readPeriod(params), [key]);
  const setQuery = (next: MetricQuery) => setParams(new URLSearchParams(periodSearch(next)));
  return { query, adjusted, search: periodSearch(query), params, setParams, setQuery };
}
