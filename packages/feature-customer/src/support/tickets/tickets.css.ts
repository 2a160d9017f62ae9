import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space['2xs'],
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.neutralSoft,
});

export const filter = style({
  minHeight: vars.control.sm,
  paddingInline: vars.space.md,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.neutralSoftText,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.text, boxShadow: vars.shadow.sm },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const count = style({ fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.sm, listStyle: 'none', margin: 0, padding: 0 });

/** One ticket: a card on phones, a row from tablet width up. The subject link opens it. */
export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
  '@media': {
    [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', paddingBlock: vars.space.md },
  },
});

export const unreadItem = style({ borderInlineStart: `4px solid ${vars.color.primary}` });

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const subjectRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 });

export const subject = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const unreadSubject = style({ fontWeight: vars.font.weight.bold });

export const subjectLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const details = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2xs']} ${vars.space.md}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, '@media': { [media.md]: { justifyContent: 'flex-end' } } });

export const skeletonItem = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
});

export const formGrid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const wide = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const unreadNote = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });
