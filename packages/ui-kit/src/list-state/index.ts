export { ListSearch, type ListSearchProps } from './list-search.tsx';
export {
  DEFAULT_SEARCH_DEBOUNCE,
  useListState,
  type FilterSpec,
  type FilterValue,
  type FilterValues,
  type ListPagerProps,
  type ListChanges,
  type ListState,
  type ListStateOptions,
  type SearchParamsSetter,
  type SearchParamsState,
  type SortSpec,
} from './use-list-state.ts';
