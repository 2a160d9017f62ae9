export { Breadcrumbs, type BreadcrumbsProps } from './breadcrumbs.tsx';
export type { Breadcrumb } from '#route-handle/route-handle.ts';
