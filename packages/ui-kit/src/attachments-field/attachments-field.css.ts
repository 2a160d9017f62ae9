import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted, lineHeight: vars.font.lineHeight.snug });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const file = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  paddingInlineStart: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const fileName = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere', fontSize: vars.font.size.sm });

export const fileSize = style({ color: vars.color.textMuted, fontSize: vars.font.size.xs, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });

export const errors = style({ display: 'grid', gap: vars.space['2xs'], margin: 0, padding: 0, listStyle: 'none' });

export const error = style({
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const add = style({ justifySelf: 'start' });
