import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/**
 * Previous, the page, Next in one row at every width: the buttons keep their size and the page
 * text between them wraps on a narrow screen rather than push a button off it.
 */
export const pager = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});

export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const control = style({ whiteSpace: 'nowrap' });
