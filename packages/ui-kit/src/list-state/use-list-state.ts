import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/**
 * Writes the address's query. React Router's `setSearchParams` (the second item of
 * `useSearchParams()`) is one; ui-kit does not depend on the router, so the caller passes it.
 */
export type SearchParamsSetter = (next: (current: URLSearchParams) => URLSearchParams, options?: { replace?: boolean }) => void;

/** What `useSearchParams()` returns: the query of the address, and its setter. */
export type SearchParamsState = readonly [URLSearchParams, SearchParamsSetter];

/** A filter kept in the address under its name (or `param`). */
export interface FilterSpec {
  /** The value when the address has none; it is never written to the address. */
  default: string;
  /** The values the filter takes; anything else in the address reads as the default. */
  values?: readonly string[];
  /** The query parameter, when it differs from the filter's name. */
  param?: string;
}

export type FilterValue<Spec extends FilterSpec> = Spec extends { values: readonly (infer V extends string)[] } ? V : string;

export type FilterValues<Filters extends Record<string, FilterSpec>> = { [Name in keyof Filters]: FilterValue<Filters[Name]> };

export interface SortSpec<Sort extends string> {
  default: Sort;
  values: readonly Sort[];
  /** `sort` unless given. */
  param?: string;
}

export interface ListStateOptions<Filters extends Record<string, FilterSpec>, Sort extends string> {
  filters?: Filters;
  sort?: SortSpec<Sort>;
  /** A search box: `true`, or its query parameter (`q` unless given). */
  search?: boolean | { param?: string };
  /**
   * How long typing must pause before the search goes to the address, in milliseconds.
   * `Infinity`: only `submitSearch()` (Enter) sends it.
   */
  debounce?: number;
  /** `page` unless given. */
  pageParam?: string;
  /**
   * `push` (the default): each change is a step back can undo. `replace`: the address changes in
   * place. A search that is being refined always replaces its own entry.
   */
  history?: 'push' | 'replace';
}

/** Props for `Pager`: spread them on it, with its `label`. */
export interface ListPagerProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  busy?: boolean;
  getHref?: (page: number) => string;
}

export interface ListChanges<Filters extends Record<string, FilterSpec>, Sort extends string> {
  search?: string;
  filters?: Partial<FilterValues<Filters>>;
  sort?: Sort;
  page?: number;
}

export interface ListState<Filters extends Record<string, FilterSpec>, Sort extends string> {
  /** The page in the address, from 1. */
  page: number;
  setPage: (page: number) => void;
  filters: FilterValues<Filters>;
  /** Sets one filter and goes back to page 1. */
  setFilter: <Name extends keyof Filters & string>(name: Name, value: FilterValue<Filters[Name]>) => void;
  /** Sets several filters in one step and goes back to page 1. */
  setFilters: (values: Partial<FilterValues<Filters>>) => void;
  sort: Sort;
  /** Sets the order and goes back to page 1. */
  setSort: (sort: Sort) => void;
  /** The search in the address (trimmed): what to load. */
  search: string;
  /** What is typed in the search box: bind the box's `value` to it. */
  searchText: string;
  /** Call from the box's `onChange`; the address follows once typing pauses, on page 1. */
  setSearchText: (text: string) => void;
  /** Puts the typed search in the address now (on Enter, say). */
  submitSearch: () => void;
  /** Sets the search (box and address) at once, on page 1. */
  setSearch: (search: string) => void;
  /**
   * Changes several parts in one step (one history entry): `update({ search: '', filters: {
   * category } })`. A change of search, filters or order goes back to page 1 unless `page` is given.
   */
  update: (changes: ListChanges<Filters, Sort>) => void;
  /** Whether a filter or the search narrows the list (for the empty state's wording). */
  isFiltered: boolean;
  /** Every filter, the order, the search and the page back to their defaults, in one step. */
  reset: () => void;
  /**
   * Props for `Pager`. With `links`, Previous and Next are links to the pages' addresses (a
   * modified click opens a new tab); otherwise buttons.
   */
  pagerProps: (pageCount: number, options?: { busy?: boolean; links?: boolean }) => ListPagerProps;
}

export const DEFAULT_SEARCH_DEBOUNCE = 300;

type Changes = Record<string, { value: string; fallback: string }>;

interface Latest {
  setParams: SearchParamsSetter;
  filterSpecs: Record<string, FilterSpec> | undefined;
  sortSpec: SortSpec<string> | undefined;
  sortParam: string;
  searchParam: string | null;
  pageParam: string;
  history: 'push' | 'replace';
  search: string;
  searchText: string;
}

function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

function readChoice(params: URLSearchParams, param: string, fallback: string, values?: readonly string[]): string {
  const raw = params.get(param);
  if (!raw) return fallback;
  return values && !values.includes(raw) ? fallback : raw;
}

function searchParamOf(search: ListStateOptions<Record<string, FilterSpec>, string>['search']): string | null {
  if (!search) return null;
  return search === true ? 'q' : (search.param ?? 'q');
}

/**
 * A list screen's state in the address: search, filters, order and page. The address is the one
 * source of truth, so a reload, a shared link, and back and forward all show the same list. Values
 * equal to their defaults are left out of the address; parameters the list does not own are kept.
 *
 * ```ts
 * const list = useListState(useSearchParams(), {
 *   search: true,
 *   filters: { status: { default: 'open', values: ['open', 'closed', 'all'] } },
 *   sort: { default: 'newest', values: ['newest', 'oldest'] },
 * });
 * ```
 */
export function useListState<const Filters extends Record<string, FilterSpec> = Record<never, FilterSpec>, const Sort extends string = never>(
  [params, setParams]: SearchParamsState,
  options: ListStateOptions<Filters, Sort> = {},
): ListState<Filters, Sort> {
  const { filters: filterSpecs, sort: sortSpec, debounce = DEFAULT_SEARCH_DEBOUNCE, pageParam = 'page', history = 'push' } = options;
  const searchParam = searchParamOf(options.search);
  const sortParam = sortSpec?.param ?? 'sort';

  const page = readPage(params.get(pageParam));
  const sort = (sortSpec ? readChoice(params, sortParam, sortSpec.default, sortSpec.values) : '') as Sort;
  const search = searchParam ? (params.get(searchParam) ?? '').trim() : '';
  const query = params.toString();
  // Keyed by the values, so `filters` keeps its identity until one of them changes.
  const filtersKey = JSON.stringify(Object.entries(filterSpecs ?? {}).map(([name, spec]) => [name, readChoice(params, spec.param ?? name, spec.default, spec.values)]));
  const filters = useMemo(() => Object.fromEntries(JSON.parse(filtersKey) as Array<[string, string]>) as FilterValues<Filters>, [filtersKey]);

  // The typed text runs ahead of the address. Every change the list makes writes the typed search
  // along, so when the address changes and the box disagrees with it, the change came from
  // elsewhere (back, forward, a link): the box then shows what the address says.
  const [searchText, setSearchText] = useState(search);
  const [seenQuery, setSeenQuery] = useState(query);
  if (query !== seenQuery) {
    setSeenQuery(query);
    if (searchText.trim() !== search) setSearchText(search);
  }

  // Setters run later (a debounce, an event): they read the latest address and options.
  const current: Latest = { setParams, filterSpecs, sortSpec, sortParam, searchParam, pageParam, history, search, searchText };
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });

  const write = useCallback((changes: Changes, { resetPage, replace }: { resetPage: boolean; replace?: boolean }) => {
    const { setParams: set, pageParam: pageName, history: mode, searchParam: searchName, search: written, searchText: typed } = latest.current;
    // A search still waiting for its pause goes along, so the list matches the box.
    const pending = searchName !== null && !(searchName in changes) && typed.trim() !== written;
    const all: Changes = pending ? { ...changes, [searchName]: { value: typed.trim(), fallback: '' } } : changes;
    set(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [param, { value, fallback }] of Object.entries(all)) {
          if (!value || value === fallback) next.delete(param);
          else next.set(param, value);
        }
        if (resetPage || pending) next.delete(pageName);
        return next;
      },
      { replace: replace ?? mode === 'replace' },
    );
  }, []);

  const update = useCallback(
    ({ search: nextSearch, filters: nextFilters, sort: nextSort, page: nextPage }: ListChanges<Record<string, FilterSpec>, string>) => {
      const { filterSpecs: specs, sortSpec: spec, sortParam: sortName, searchParam: searchName, pageParam: pageName } = latest.current;
      const changes: Changes = {};
      for (const [name, value] of Object.entries(nextFilters ?? {})) {
        const filter = specs?.[name];
        if (filter && value !== undefined) changes[filter.param ?? name] = { value, fallback: filter.default };
      }
      if (spec && nextSort !== undefined) changes[sortName] = { value: nextSort, fallback: spec.default };
      if (searchName && nextSearch !== undefined) {
        changes[searchName] = { value: nextSearch.trim(), fallback: '' };
        setSearchText(nextSearch);
      }
      const resetPage = Object.keys(changes).length > 0 && nextPage === undefined;
      if (nextPage !== undefined) changes[pageName] = { value: String(Math.max(1, Math.floor(nextPage))), fallback: '1' };
      write(changes, { resetPage });
    },
    [write],
  );

  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  const setFilters = useCallback((values: Partial<Record<string, string>>) => update({ filters: values }), [update]) as ListState<Filters, Sort>['setFilters'];
  const setFilter = useCallback((name: string, value: string) => update({ filters: { [name]: value } }), [update]) as ListState<Filters, Sort>['setFilter'];
  const setSort = useCallback((next: Sort) => update({ sort: next }), [update]);
  const setSearch = useCallback((next: string) => update({ search: next }), [update]);

  const commitSearch = useCallback(
    (text: string) => {
      const { searchParam: param, search: current, history: mode } = latest.current;
      const next = text.trim();
      if (!param || next === current) return;
      // Refining a search replaces its entry, so back leaves the search instead of undoing each pause.
      write({ [param]: { value: next, fallback: '' } }, { resetPage: true, replace: mode === 'replace' || (current !== '' && next !== '') });
    },
    [write],
  );

  useEffect(() => {
    if (searchText.trim() === search || !Number.isFinite(debounce)) return;
    const timer = setTimeout(() => commitSearch(searchText), debounce);
    return () => clearTimeout(timer);
  }, [searchText, search, debounce, commitSearch]);

  const submitSearch = useCallback(() => commitSearch(searchText), [commitSearch, searchText]);

  const reset = useCallback(() => {
    const { filterSpecs: specs, sortSpec: spec, sortParam: param, searchParam: searchName } = latest.current;
    const changes: Changes = {};
    for (const [name, filter] of Object.entries(specs ?? {})) changes[filter.param ?? name] = { value: '', fallback: filter.default };
    if (spec) changes[param] = { value: '', fallback: spec.default };
    if (searchName) changes[searchName] = { value: '', fallback: '' };
    setSearchText('');
    write(changes, { resetPage: true });
  }, [write]);

  const pagerProps = useCallback(
    (pageCount: number, { busy, links = false }: { busy?: boolean; links?: boolean } = {}): ListPagerProps => {
      const props: ListPagerProps = { page, pageCount, onPageChange: setPage, ...(busy === undefined ? {} : { busy }) };
      if (!links) return props;
      return {
        ...props,
        getHref: (target) => {
          const next = new URLSearchParams(query);
          if (target <= 1) next.delete(pageParam);
          else next.set(pageParam, String(target));
          const encoded = next.toString();
          if (encoded) return `?${encoded}`;
          return typeof window === 'undefined' ? '?' : window.location.pathname;
        },
      };
    },
    [page, setPage, query, pageParam],
  );

  const isFiltered = search !== '' || Object.entries(filterSpecs ?? {}).some(([name, spec]) => (filters as Record<string, string>)[name] !== spec.default);

  return {
    page,
    setPage,
    filters,
    setFilter,
    setFilters,
    sort,
    setSort,
    search,
    searchText,
    setSearchText,
    submitSearch,
    setSearch,
    update: update as ListState<Filters, Sort>['update'],
    isFiltered,
    reset,
    pagerProps,
  };
}
