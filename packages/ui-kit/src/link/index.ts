export { TextLink, type TextLinkProps } from './text-link.tsx';
export { linkClass } from './link.css.ts';
