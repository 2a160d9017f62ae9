import { style } from '@vanilla-extract/css';

export const loading = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
