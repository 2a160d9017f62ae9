import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space['2xl'],
  paddingInline: vars.space.lg,
  overflowWrap: 'anywhere',
});

export const icon = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: '1.5rem',
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const message = style({
  maxWidth: '32rem',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.sm });

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  fontSize: vars.font.size.sm,
});

export const summary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const pre = style({
  maxWidth: '100%',
  overflowX: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  textAlign: 'start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
