import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const nav = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flex: 1 });

export const link = style({
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  selectors: { '&.active': { fontWeight: vars.font.weight.bold } },
});

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.font.size.sm });

export const select = style({
  minHeight: vars.control.sm,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
});

export const main = style({ flex: 1, width: '100%', maxWidth: '80rem', margin: '0 auto', padding: vars.space.xl });
