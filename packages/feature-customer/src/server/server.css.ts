import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space.lg,
  margin: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const summaryItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const summaryLabel = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
  color: vars.color.textMuted,
});

export const summaryValue = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const ping = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const dot = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '0.625rem',
  height: '0.625rem',
  borderRadius: vars.radius.full,
});

export const dotOnline = style([dot, { background: vars.color.success }]);
export const dotOffline = style([dot, { background: vars.color.danger }]);
export const dotUnknown = style([dot, { background: vars.color.borderStrong }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const overview = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 24rem), 1fr))',
  gap: vars.space.lg,
  alignItems: 'start',
});

/** A list of actions: the button, what it does, and why it is unavailable when it is. */
export const actionList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const actionItem = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: { '&:first-child': { borderTop: 'none', paddingTop: 0 }, '&:last-child': { paddingBottom: 0 } },
  '@media': {
    [media.sm]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center', columnGap: vars.space.lg },
  },
});

export const actionText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2xs'], minWidth: 0 });

export const actionName = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const actionDescription = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const actionReason = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.warning });

export const actionButton = style({
  justifySelf: 'start',
  '@media': { [media.sm]: { justifySelf: 'end' } },
});

export const dangerCard = style({ borderColor: vars.color.danger });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const popupBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  lineHeight: vars.font.lineHeight.normal,
});

// The popup body is the server's HTML, so its elements can only be styled from the outside.
globalStyle(`${popupBody} p`, { margin: 0 });
globalStyle(`${popupBody} a`, { color: vars.color.link });

export const popupTitle = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });

export const popupError = style({ margin: 0, color: vars.color.danger, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const tabPanelLoading = style({ display: 'flex', justifyContent: 'center', padding: vars.space.xl });
