import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@portal/ui-kit/theme';
import { factLine } from '@portal/ui-kit/list-card';

export const stack = style({ display: 'grid', gap: vars.space.lg, minWidth: 0 });

/** Search, filters and order: stacked on a phone, in a row from tablet width up. */
export const toolbar = style({
  display: 'grid',
  gap: vars.space.md,
  alignItems: 'end',
  '@media': { [media.md]: { gridTemplateColumns: 'minmax(12rem, 2fr) repeat(2, minmax(8rem, 1fr))' } },
});

export const itemMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const details = factLine;

export const itemSide = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  '@media': { [media.md]: { justifyContent: 'flex-end' } },
});

/** Two fields side by side from tablet width up. */
export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'flex-end' });

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.font.size.sm });

/** An e-mail's sanitised body as it reads: markup written by people carries no classes of ours. */
export const prose = style({
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

globalStyle(`${prose} > * + *`, { marginTop: vars.space.sm });
globalStyle(`${prose} a`, { color: vars.color.link, textDecoration: 'underline' });
globalStyle(`${prose} ul, ${prose} ol`, { paddingInlineStart: vars.space.xl });
globalStyle(`${prose} ul`, { listStyle: 'disc' });
globalStyle(`${prose} ol`, { listStyle: 'decimal' });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${prose} strong, ${prose} b`, { fontWeight: vars.font.weight.semibold });
