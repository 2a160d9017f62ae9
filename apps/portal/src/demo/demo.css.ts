import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.background,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const list = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.sm,
});

export const email = style({ display: 'block', color: vars.color.textMuted, overflowWrap: 'anywhere' });
