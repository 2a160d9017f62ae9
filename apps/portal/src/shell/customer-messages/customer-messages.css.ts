import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Above the screen, inside main: the banners, then the page's block. */
export const region = style({ display: 'grid', gap: vars.space.sm, marginBlockEnd: vars.space.lg, minWidth: 0 });

export const text = style({ overflowWrap: 'anywhere' });

export const link = style({ marginInlineStart: vars.space.xs, color: 'inherit', fontWeight: vars.font.weight.semibold, textDecoration: 'underline' });
