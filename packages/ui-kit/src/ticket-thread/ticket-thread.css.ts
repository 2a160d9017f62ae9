import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';
import { media } from '#theme/media.ts';
import { factLine } from '#list-card/list-card.css.ts';

export const thread = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

export const message = style({
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** The staff's answers stand apart from the customer's messages. */
export const staffMessage = style({ background: vars.color.surfaceRaised, borderInlineStart: `4px solid ${vars.color.primary}` });

/** A customer's message the staff has not read yet. */
export const newMessage = style({ borderColor: vars.color.warning });

/** The reader's own messages sit a little in from the start, so the answers read as the other side. */
export const ownMessage = style({ '@media': { [media.md]: { marginInlineStart: vars.space['2xl'] } } });

export const messageHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.sm,
});

export const author = style({ margin: 0, fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' });

export const time = style({ color: vars.color.textMuted });

export const textBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const htmlBody = style({ overflowWrap: 'anywhere', lineHeight: vars.font.lineHeight.normal });
globalStyle(`${htmlBody} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${htmlBody} > :last-child`, { marginBlockEnd: 0 });
globalStyle(`${htmlBody} a`, { color: vars.color.link });
globalStyle(`${htmlBody} code`, { fontFamily: vars.font.family.mono, fontSize: '0.9em' });
globalStyle(`${htmlBody} pre`, { overflowX: 'auto', maxWidth: '100%' });
globalStyle(`${htmlBody} img`, { maxWidth: '100%', height: 'auto' });

export const files = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const fileButton = style({ maxWidth: '100%' });

export const fileName = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 });

export const fileSize = style({ color: vars.color.textMuted, fontWeight: vars.font.weight.regular, whiteSpace: 'nowrap' });

/** A row of the lists: the subject over its details, the badges beside them (under them on a phone). */
export const rowMain = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const rowDetails = factLine;

export const customerName = style({ color: vars.color.text, fontWeight: vars.font.weight.medium });

export const rowBadges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, '@media': { [media.md]: { justifyContent: 'flex-end' } } });

/** The ticket's facts: a term above its value. */
export const facts = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const fact = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const term = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });
