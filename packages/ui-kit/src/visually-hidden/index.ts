export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden.tsx';
export { visuallyHiddenClass } from './visually-hidden.css.ts';
