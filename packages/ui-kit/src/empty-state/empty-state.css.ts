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
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontSize: '1.5rem',
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const description = style({
  maxWidth: '32rem',
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.sm });
