import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const row = style({ display: 'grid', gridTemplateColumns: 'minmax(6rem, 8rem) 1fr', gap: vars.space.md, alignItems: 'baseline' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const value = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, overflowWrap: 'anywhere' });
