import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'grid', gap: vars.space.lg });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
});

export const muted = style({ color: vars.color.textMuted, margin: 0 });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const step = style({
  padding: `${vars.space['2xs']} ${vars.space.sm}`,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  selectors: {
    '&[aria-current="step"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText, fontWeight: vars.font.weight.semibold },
  },
});

export const productList = style({ display: 'grid', gap: vars.space.md, listStyle: 'none', padding: 0, margin: 0 });

export const product = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const productName = style({ margin: 0, fontSize: vars.font.size.lg });

export const price = style({ fontWeight: vars.font.weight.semibold });
