import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
});

// A `data-theme` may sit on any element (Storybook shows both themes side by side), and custom
// properties resolve where they are used: the scoped element has to paint its own colours.
globalStyle('[data-theme]', {
  color: vars.color.text,
  backgroundColor: vars.color.background,
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });

globalStyle('h1, h2, h3, h4, h5, h6', {
  lineHeight: vars.font.lineHeight.tight,
  fontWeight: vars.font.weight.semibold,
});

globalStyle('img, video', { maxWidth: '100%', height: 'auto' });

globalStyle('button, input, select, textarea', {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
});

globalStyle('code, kbd, pre, samp', { fontFamily: vars.font.family.mono, fontSize: '0.95em' });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('::selection', {
  backgroundColor: vars.color.primarySoft,
  color: vars.color.primarySoftText,
});
