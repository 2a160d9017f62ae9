import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/**
 * Previous, the page, Next in one row while they fit; on a narrow screen, or with longer words
 * (German), the row wraps rather than push a button off the screen, and the page text keeps
 * whole words.
 */
export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minWidth: 0,
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  flex: '1 1 8rem',
  overflowWrap: 'break-word',
});

export const control = style({ whiteSpace: 'nowrap', flex: '0 0 auto' });
