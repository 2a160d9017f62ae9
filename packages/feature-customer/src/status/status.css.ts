import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { panel } from '#lib/blocks.css.ts';

const overallBase = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: '1px solid',
  '@media': { [media.sm]: { gridTemplateColumns: 'auto minmax(0, 1fr) auto', padding: vars.space.xl } },
});

export const overall = styleVariants({
  success: [overallBase, { background: vars.color.successSoft, color: vars.color.successSoftText, borderColor: vars.color.success }],
  warning: [overallBase, { background: vars.color.warningSoft, color: vars.color.warningSoftText, borderColor: vars.color.warning }],
  error: [overallBase, { background: vars.color.dangerSoft, color: vars.color.dangerSoftText, borderColor: vars.color.danger }],
});

export const overallIcon = style({ flexShrink: 0 });

/** Under the verdict on a phone, so the verdict keeps the width; beside it on wider screens. */
export const overallAction = style({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  '@media': { [media.sm]: { gridColumn: 'auto', justifySelf: 'end' } },
});

export const overallText = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const overallTitle = style({ margin: 0, fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight, overflowWrap: 'anywhere' });

export const overallMeta = style({ margin: 0, fontSize: vars.font.size.sm });

export const affected = style({ margin: 0, paddingLeft: vars.space.lg });

export const loading = style({ display: 'grid', gap: vars.space.xl });

export const skeletonCard = style([panel, { display: 'grid', gap: vars.space.md }]);

export const none = style({ margin: 0, color: vars.color.textMuted });

export const list = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

const row = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  paddingBlock: vars.space.md,
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` }, '&:first-child': { paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
});

export const service = row;

export const incident = style([row, { gap: vars.space.sm }]);

export const itemHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const itemTitle = style({ margin: 0, fontSize: vars.font.size.md, overflowWrap: 'anywhere' });

export const serviceName = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const message = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const checked = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.xs });

export const updates = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const update = style({
  display: 'grid',
  gap: vars.space['2xs'],
  paddingLeft: vars.space.md,
  borderLeft: `2px solid ${vars.color.border}`,
});

export const updateMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

globalStyle(`${updateMeta} strong`, { color: vars.color.text });

export const updateBody = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const earlier = style({ display: 'grid', gap: vars.space.md });

export const summary = style({
  width: 'fit-content',
  color: vars.color.link,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const nodeGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const node = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A node that runs one of the user's servers stands out by its border, and says so in words below. */
export const yourNode = style([node, { borderColor: vars.color.primary, boxShadow: `inset 3px 0 0 ${vars.color.primary}` }]);

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: `${vars.space.sm} 0 0` });

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: `0 ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
});

globalStyle(`${fact} dt`, { color: vars.color.textMuted });
globalStyle(`${fact} dd`, { margin: 0, fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const link = style({
  color: vars.color.link,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: vars.radius.sm } },
});
