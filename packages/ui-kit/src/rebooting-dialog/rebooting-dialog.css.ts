import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const waiting = style({ display: 'flex', justifyContent: 'center', paddingBlock: vars.space.lg });
