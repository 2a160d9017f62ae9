import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** Fields side by side from tablets up, stacked on a phone. */
export const fieldRow = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const threeColumns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.font.weight.semibold, color: vars.color.text });

/** A small grid of checkboxes that wraps on a phone. */
export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(7rem, 1fr))',
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const list = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** A group's frame: one product type, one export. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const customerNote = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const progressTrack = style({
  position: 'relative',
  height: '0.75rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceHover,
  overflow: 'hidden',
});

export const progressBar = style({
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.primary,
  transition: `width ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
});

export const jobHeader = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.sm });

export const jobTitle = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

/** A list that scrolls inside its own region on a phone rather than widening the page. */
export const tableRegion = style({ overflowX: 'auto', minWidth: 0 });
