import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' };

export const controls = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

export const weekNav = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const weekRange = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const weekButtons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** "week" in "Previous week" and "Next week": read out everywhere, shown only where there is room. */
export const wideOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  '@media': { [media.sm]: { position: 'static', width: 'auto', height: 'auto', overflow: 'visible', clipPath: 'none' } },
});

export const dayFilter = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.md]: { gridTemplateColumns: 'auto 1fr', alignItems: 'stretch' } },
});

const toggle = style({
  boxSizing: 'border-box',
  position: 'relative',
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': {
      background: vars.color.primarySoft,
      borderColor: vars.color.primary,
      color: vars.color.primarySoftText,
      fontWeight: vars.font.weight.semibold,
    },
  },
});

export const allWeek = style([toggle, { minHeight: vars.control.md, paddingInline: vars.space.lg, justifySelf: 'start' }]);

export const dayButtons = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const dayButton = style([
  toggle,
  {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    gap: vars.space['2xs'],
    minWidth: 0,
    minHeight: '4rem',
    padding: `${vars.space.xs} 0`,
  },
]);

export const dayName = style({ fontSize: vars.font.size.xs, textTransform: 'uppercase', letterSpacing: '0.02em' });

export const dayNumber = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.tight });

export const noMark = style({ display: 'none' });

/** A dot on today's button; the hidden text says "today" for screen readers. */
export const todayMark = style({
  position: 'absolute',
  top: vars.space.xs,
  right: vars.space.xs,
  width: '0.375rem',
  height: '0.375rem',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
});

export const dayCount = style({
  minWidth: '1.25rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'center',
});

export const dayCountNone = style([dayCount, { background: 'transparent', color: vars.color.textMuted, fontWeight: vars.font.weight.regular }]);

export const summary = style({ margin: `0 0 ${vars.space.lg}`, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** The previous week stays while the next one loads, visibly waiting. */
export const busy = style({
  opacity: 0.6,
  transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const day = style({ display: 'grid', gap: vars.space.md, minWidth: 0, selectors: { '& + &': { marginTop: vars.space.xl } } });

export const dayHeading = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.lg,
});

export const todayHeading = style([dayHeading, { borderBottomColor: vars.color.primary, borderBottomWidth: '2px' }]);

export const relativeDay = style({ color: vars.color.link });

export const noEpisodes = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const episodes = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const episode = style({
  display: 'grid',
  gridTemplateColumns: '3.5rem minmax(0, 1fr)',
  gap: vars.space.md,
  alignItems: 'start',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  '@media': { [media.sm]: { gridTemplateColumns: '4.5rem minmax(0, 1fr)', padding: vars.space.lg } },
});

export const episodeBody = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const airLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

globalStyle(`${airLine} > * + *::before`, { content: '"·"', marginRight: vars.space.sm });

export const airTime = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' });

export const showTitle = style({ margin: 0, fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.snug, overflowWrap: 'anywhere' });

export const episodeTitle = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const episodeCode = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs, alignSelf: 'center' });

export const muted = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const episodeFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  columnGap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const servers = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const serverLink = style({
  color: vars.color.link,
  selectors: { '&:focus-visible': { ...focusRing, borderRadius: vars.radius.sm } },
});
