import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

/** The count above the rows: quiet, small. */
export const count = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });
