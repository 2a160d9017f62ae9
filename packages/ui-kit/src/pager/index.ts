export { Pager, type PagerProps } from './pager.tsx';
