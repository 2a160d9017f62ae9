import { vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const summary = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
export const subject = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
export const state = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const editor = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});
export const body = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, minHeight: '16rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const previewSubject = style({ margin: 0, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });
export const previewFrame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  overflowX: 'auto',
  maxWidth: '100%',
});

export const variables = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });
export const variable = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });
export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
globalStyle(`${previewFrame} [data-mail-heading]`, { fontWeight: vars.font.weight.bold, fontSize: vars.font.size.lg });
globalStyle(`${previewFrame} [data-mail-heading="1"]`, { fontSize: vars.font.size.xl });
globalStyle(`${previewFrame} a`, { color: vars.color.link });
