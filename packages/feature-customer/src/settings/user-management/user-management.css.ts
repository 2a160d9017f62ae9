import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { panel } from '#lib/blocks.css.ts';

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const person = style([
  panel,
  {
    display: 'grid',
    gap: vars.space.md,
    minWidth: 0,
    gridTemplateColumns: 'minmax(0, 1fr)',
    '@media': { [media.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' } },
  },
]);

export const personMain = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const personName = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, margin: 0, fontSize: vars.font.size.md, overflowWrap: 'anywhere' });

export const access = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, margin: 0, fontSize: vars.font.size.sm });

export const accessRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, overflowWrap: 'anywhere' });

export const accessServer = style({ fontWeight: vars.font.weight.semibold, selectors: { '&::after': { content: '":"' } } });

export const accessLibraries = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.sm, flex: '1 1 20rem', minWidth: 0 });

export const searchField = style({ flex: '1 1 16rem', minWidth: 0 });

export const accessForms = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

/** The search beside the invite button; the button drops under the search on a phone. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.md });
