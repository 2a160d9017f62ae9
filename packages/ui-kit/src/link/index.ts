export { TextLink, type TextLinkProps } from './text-link.tsx';
export { TextButton, type TextButtonProps } from './text-button.tsx';
export { linkClass, textButtonClass } from './link.css.ts';
