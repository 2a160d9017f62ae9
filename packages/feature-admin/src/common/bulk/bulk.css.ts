import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.md]: { paddingInline: vars.space.md } },
});

export const barCount = style({
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
});

export const barActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, minWidth: 0 });

export const progress = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const progressRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const progressText = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text, minWidth: 0 });

export const progressBar = style({
  width: '100%',
  height: '0.5rem',
  accentColor: vars.color.primary,
});

export const checkbox = style({
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const summaryGroup = style({ display: 'grid', gap: vars.space.xs });

export const summaryHeading = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, color: vars.color.text });

export const summaryList = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  paddingInlineStart: vars.space.lg,
  fontSize: vars.font.size.sm,
  color: vars.color.text,
});

export const failureMessage = style({ display: 'block', color: vars.color.textMuted });
