import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The search and the filters: as many side by side as fit, one under the other on a phone. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
});

export const total = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
