import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The sections of the settings: a row of links that wraps on a phone instead of scrolling sideways. */
export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.control.md,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:hover': { background: vars.color.surfaceHover, color: vars.color.text },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    // NavLink marks the open section with `active` and aria-current="page".
    '&.active': { background: vars.color.primarySoft, color: vars.color.primarySoftText, fontWeight: vars.font.weight.semibold },
  },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Two fields side by side from tablets up, stacked on a phone. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formFooter = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.font.weight.semibold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const fieldError = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.danger,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const loading = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** A fieldset that groups whole cards: no frame of its own. */
export const sectionFieldset = style([fieldset, { gap: vars.space.xl }]);
