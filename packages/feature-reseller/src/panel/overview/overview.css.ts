import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The search and the filters: stacked on a phone, in a row from tablets up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(2, minmax(0, 1fr))' } },
});

export const customerToolbar = style({ maxWidth: '28rem' });

export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
