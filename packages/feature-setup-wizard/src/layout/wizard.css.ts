import { media, vars } from '@portal/ui-kit/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': {
    [media.md]: { gridTemplateColumns: '15rem minmax(0, 1fr)', gap: vars.space.xl },
  },
});

export const nav = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.md]: { position: 'sticky', top: vars.space.lg, padding: vars.space.md },
  },
});

/** On phones the list folds into one line that says where you are; from tablets up it is always open. */
export const navToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.control.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceHover } },
  '@media': { [media.md]: { display: 'none' } },
});

export const navToggleText = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const navToggleCount = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const navToggleLabel = style({ fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const navToggleAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[aria-expanded="true"] &': { transform: 'rotate(180deg)' } },
});

export const stepList = style({
  display: 'none',
  gap: vars.space['2xs'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.md]: { display: 'grid' } },
});

export const stepListOpen = style({ display: 'grid' });

export const stepItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.control.md,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    'a&:hover': { background: vars.color.surfaceHover },
    '&[aria-current="step"]': { background: vars.color.primarySoft, color: vars.color.primarySoftText, fontWeight: vars.font.weight.semibold },
  },
});

export const stepText = style({ display: 'grid', minWidth: 0 });

export const stepStatus = style({
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.regular,
  selectors: { '[aria-current="step"] &': { color: 'inherit' } },
});

const markerBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.75rem',
  height: '1.75rem',
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});

export const marker = styleVariants({
  done: [markerBase, { background: vars.color.successSoft, color: vars.color.successSoftText }],
  current: [markerBase, { background: vars.color.primary, color: vars.color.primaryContrast }],
  todo: [markerBase, { background: vars.color.neutralSoft, color: vars.color.neutralSoftText }],
  not_applicable: [markerBase, { border: `1px dashed ${vars.color.borderStrong}`, color: vars.color.textMuted }],
});

export const notApplicable = style({ color: vars.color.textMuted });

export const stepBody = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const prose = style({ display: 'grid', gap: vars.space.sm, margin: 0, color: vars.color.text, maxWidth: '44rem' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const form = style({ display: 'grid', gap: vars.space.lg, maxWidth: '40rem' });

export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** Back on the left, the way on to the right; on phones the way on comes first. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
});

export const footerForward = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm, marginInlineStart: 'auto' });

export const code = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceHover,
  color: vars.color.text,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const inlineCode = style({ fontFamily: vars.font.family.mono, fontSize: '0.92em', overflowWrap: 'anywhere' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const factTerm = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const choices = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const legend = style({ marginBottom: vars.space.sm, padding: 0, fontWeight: vars.font.weight.medium });

export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  alignItems: 'start',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:has(input:checked)': { borderColor: vars.color.primary, boxShadow: `inset 0 0 0 1px ${vars.color.primary}` },
    '&[data-invalid="true"]': { borderColor: vars.color.danger },
  },
});

export const radio = style({ width: '1.125rem', height: '1.125rem', margin: `${vars.space['2xs']} 0 0`, accentColor: vars.color.primary });

export const choiceTitle = style({ fontWeight: vars.font.weight.semibold });

export const choiceText = style({ gridColumn: '2', margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const hookList = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const hook = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const hookHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const hookEvent = style({ fontFamily: vars.font.family.mono, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const hookError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const checklist = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const checkItem = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: `${vars.space.xs} ${vars.space.sm}` });

export const checkReason = style({ flexBasis: '100%', margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm });

export const inlineActions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
