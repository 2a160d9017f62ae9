import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const toolbar = style({ display: 'grid', '@media': { [media.sm]: { gridTemplateColumns: 'minmax(0, 18rem)' } } });

export const name = style({ fontWeight: vars.font.weight.semibold });

export const muted = style({ color: vars.color.textMuted });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });
