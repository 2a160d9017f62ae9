import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const choice = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const description = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const aside = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const count = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.md });

export const formBody = style({ display: 'grid', gap: vars.space.lg });
