import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { factList } from '#lib/blocks.css.ts';

export const back = style({ fontSize: vars.font.size.sm });

export const header = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' } },
});

export const titleBlock = style({ display: 'grid', gap: vars.space.sm, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const details = style([factList, { alignItems: 'center', gap: `${vars.space.xs} ${vars.space.md}` }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const notice = style({ margin: 0, color: vars.color.successSoftText, fontWeight: vars.font.weight.medium });
