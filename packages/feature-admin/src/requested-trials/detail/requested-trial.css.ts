import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const facts = style({
  display: 'grid',
  gap: `${vars.space.sm} ${vars.space.lg}`,
  margin: 0,
  '@media': { [media.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)' } },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Approve and reject side by side on a wide screen, one under the other on a phone. */
export const decisions = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const form = style({ display: 'grid', gap: vars.space.lg });

export const outcome = style({ display: 'grid', gap: vars.space.sm, margin: 0 });
