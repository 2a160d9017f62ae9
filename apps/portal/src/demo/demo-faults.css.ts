import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

const IMPERSONATING = 'body:has([aria-label="Impersonation"]) &';

/** Bottom left, where neither the recent-processes button nor the toasts (bottom right) are. */
export const dock = style({
  position: 'fixed',
  left: vars.space.md,
  bottom: vars.space.md,
  // Over the sticky header and bars, under dialogs, menus and toasts.
  zIndex: `calc(${vars.zIndex.sticky} + 1)`,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  maxWidth: `calc(100vw - 2 * ${vars.space.md})`,
  // Above the impersonation bar, which wraps to two lines on phones.
  selectors: { [IMPERSONATING]: { bottom: `calc(${vars.space.md} + 6rem)` } },
  '@media': {
    [media.md]: {
      left: vars.space.xl,
      bottom: vars.space.xl,
      selectors: { [IMPERSONATING]: { bottom: `calc(${vars.space.xl} + 3.5rem)` } },
    },
  },
});

export const toggle = style({ boxShadow: vars.shadow.md });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  width: `min(24rem, calc(100vw - 2 * ${vars.space.md}))`,
  maxHeight: 'calc(100dvh - 6rem)',
  overflowY: 'auto',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const title = style({ margin: 0, fontSize: vars.font.size.md });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const rules = style({ display: 'grid', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const rule = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const ruleText = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const rulePath = style({ fontFamily: vars.font.family.mono, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const form = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
