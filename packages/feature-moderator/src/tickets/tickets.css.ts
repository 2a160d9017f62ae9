import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Search and filters wrap into as many columns as fit: one on a phone. */
export const filters = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 11rem), 1fr))',
});

export const summary = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.textMuted });
