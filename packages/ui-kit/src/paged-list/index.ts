export {
  PagedList,
  PagedListSkeleton,
  type PageMeta,
  type PagedListNoMatch,
  type PagedListParts,
  type PagedListProps,
  type PagedListSkeletonProps,
  type PagedListState,
  type PagedQueryLike,
} from './paged-list.tsx';
