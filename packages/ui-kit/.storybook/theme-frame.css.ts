import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';
import { media } from '#theme/media.ts';

export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  minHeight: '100vh',
  '@media': {
    [media.md]: { gridTemplateColumns: '1fr 1fr' },
  },
});

export const panel = style({
  position: 'relative',
  minWidth: 0,
  minHeight: '100vh',
  padding: vars.space.lg,
  // A transform makes the panel the containing block of `position: fixed` descendants, so each
  // panel's dialogs, menus and toasts stay inside it instead of covering the other theme.
  transform: 'translateZ(0)',
  overflow: 'hidden',
});
