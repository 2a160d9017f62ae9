export { Poster, posterInitial, type PosterProps } from './poster.tsx';
export { posterFrameClass } from './poster.css.ts';
