import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.lg,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.borderStrong } },
});

export const name = style({ margin: 0, fontSize: vars.font.size.lg, overflowWrap: 'anywhere' });

/** The whole card is clickable through the name link, without nesting links. */
export const nameLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const skeletonCard = style([card, { boxShadow: 'none' }]);
