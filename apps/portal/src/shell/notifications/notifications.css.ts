import { vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const bellGlyph = style({ position: 'relative', display: 'inline-flex' });

/** The unread count on the bell; the button's name says the same to screen readers. */
export const countBadge = style({
  position: 'absolute',
  top: '-0.5rem',
  insetInlineEnd: '-0.6rem',
  minWidth: '1.125rem',
  height: '1.125rem',
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.danger,
  color: vars.color.dangerContrast,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: '1.125rem',
  textAlign: 'center',
  boxShadow: `0 0 0 2px ${vars.color.surface}`,
});

export const panel = style({ width: 'min(24rem, calc(100vw - 1rem))' });

export const panelTitle = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text,
});

export const state = style({
  paddingInline: vars.space.md,
  paddingBlock: vars.space.md,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const item = style({
  selectors: {
    // The menu item is a row by default; a notification is a small stack of lines. The attribute
    // outweighs the menu's own class, whichever stylesheet comes first.
    '&[role="menuitem"]': { flexDirection: 'column', alignItems: 'stretch', gap: vars.space['2xs'], paddingBlock: vars.space.sm },
  },
});

export const itemHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

/** Unread: a dot before the title and a bolder title (screen readers hear "Unread" in the name). */
export const unreadDot = style({
  flexShrink: 0,
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  alignSelf: 'center',
});

export const readDot = style([unreadDot, { backgroundColor: 'transparent' }]);

export const itemTitle = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: vars.color.text,
});

export const unreadTitle = style({ fontWeight: vars.font.weight.semibold });

export const itemTime = style({ flexShrink: 0, fontSize: vars.font.size.xs, color: vars.color.textMuted });

/** Two lines of the notification's text; the whole of it opens in the dialog. */
export const preview = style({
  paddingInlineStart: `calc(0.5rem + ${vars.space.sm})`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
});

globalStyle(`${preview} > *`, { display: 'inline', margin: 0 });
globalStyle(`${preview} > *::after`, { content: '" "' });
globalStyle(`${preview} a`, { color: 'inherit', textDecoration: 'none' });
globalStyle(`${preview} img`, { display: 'none' });

/* ---------------------------------------------------------------- the all-notifications screen */

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  overflow: 'hidden',
});

export const listItem = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const listHeading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const disclosure = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.control.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.size.sm,
  textAlign: 'start',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.color.surfaceHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '-2px' },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const listTitle = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const panelBody = style({
  padding: `0 ${vars.space.lg} ${vars.space.lg} calc(${vars.space.lg} + 0.5rem + ${vars.space.sm})`,
});

export const pager = style({ marginTop: vars.space.lg });

export const loading = style({ display: 'grid', gap: vars.space.md });
