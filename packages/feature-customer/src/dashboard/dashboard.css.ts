import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });
