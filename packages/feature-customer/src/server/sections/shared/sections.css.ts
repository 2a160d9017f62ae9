import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';
import { listRow } from '#lib/blocks.css.ts';

/** A list of records (backups, libraries, invites) that reflows on phones instead of scrolling. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  borderTop: `1px solid ${vars.color.border}`,
});

export const item = style([listRow, { borderBottom: `1px solid ${vars.color.border}` }]);

export const itemText = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0, flex: '1 1 14rem' });

export const itemTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const itemMeta = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const itemActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** Form fields side by side where there is room, stacked on phones. */
export const formRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const formActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const paragraph = style({ margin: 0, color: vars.color.textMuted });
