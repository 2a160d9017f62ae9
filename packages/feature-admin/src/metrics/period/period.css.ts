import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const control = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const form = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md, minWidth: 0 });

/** Side by side on a wide screen, one per line on a phone. */
export const field = style({ flex: '1 1 10rem', minWidth: 0, maxWidth: '16rem' });

export const apply = style({ flex: '0 0 auto' });

export const shown = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
