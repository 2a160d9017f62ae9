import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The conversation and the answer beside the ticket's facts; stacked on narrow screens, facts first. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(16rem, 22rem)' } },
});

export const main = style({ display: 'grid', gap: vars.space.xl, minWidth: 0, '@media': { [media.lg]: { order: -1 } } });

export const thread = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const bubble = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

/** Answers from the staff lean to the other side of the thread, so who said what reads at a glance. */
export const fromStaff = style({ background: vars.color.surfaceRaised, borderInlineEnd: `4px solid ${vars.color.primary}` });

export const unseen = style({ borderColor: vars.color.warning, boxShadow: `inset 4px 0 0 ${vars.color.warning}` });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.sm}`, fontSize: vars.font.size.sm });

export const who = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const when = style({ color: vars.color.textMuted });

export const plain = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const rich = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.normal });
globalStyle(`${rich} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${rich} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${rich} a`, { color: vars.color.link });
globalStyle(`${rich} pre`, { maxWidth: '100%', overflowX: 'auto' });
globalStyle(`${rich} img`, { maxWidth: '100%', height: 'auto' });

export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const file = style({ maxWidth: '100%' });

export const fileName = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const fileSize = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular, whiteSpace: 'nowrap' });

export const facts = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const fact = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
