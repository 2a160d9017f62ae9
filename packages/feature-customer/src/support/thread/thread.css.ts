import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { factList, panel } from '#lib/blocks.css.ts';

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

export const messages = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const message = style([panel, { display: 'grid', gap: vars.space.sm, minWidth: 0 }]);

/** Staff replies stand apart from the user's own messages. */
export const staffMessage = style({ background: vars.color.surfaceRaised, borderInlineStart: `4px solid ${vars.color.primary}` });

export const ownMessage = style({ '@media': { [media.md]: { marginInlineStart: vars.space['2xl'] } } });

export const messageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
});

export const author = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });

export const time = style({ color: vars.color.textMuted });

export const textBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const htmlBody = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.normal });
globalStyle(`${htmlBody} > :first-child`, { marginTop: 0 });
globalStyle(`${htmlBody} > :last-child`, { marginBottom: 0 });
globalStyle(`${htmlBody} a`, { color: vars.color.link });
globalStyle(`${htmlBody} code`, { fontFamily: vars.font.family.mono, fontSize: '0.9em' });
globalStyle(`${htmlBody} pre`, { overflowX: 'auto', maxWidth: '100%' });
globalStyle(`${htmlBody} img`, { maxWidth: '100%', height: 'auto' });

export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const fileButton = style({ maxWidth: '100%' });

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const fileSize = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular, whiteSpace: 'nowrap' });

export const notice = style({ margin: 0, color: vars.color.successSoftText, fontWeight: vars.font.weight.medium });
