export { SectionLoading, type SectionLoadingProps } from './section-loading.tsx';
export { SectionError, type SectionErrorProps } from './section-error.tsx';
export { Section, type QueryLike, type SectionEmptyState, type SectionProps } from './section.tsx';
export { EmptyState, type EmptyStateProps } from '#empty-state/empty-state.tsx';
