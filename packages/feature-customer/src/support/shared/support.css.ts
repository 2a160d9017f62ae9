import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const loading = style({ display: 'grid', gap: vars.space.md });
