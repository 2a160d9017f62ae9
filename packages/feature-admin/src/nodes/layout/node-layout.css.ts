import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** A row of small parts under the node's name (its status and host) or beside it (its actions). */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });
