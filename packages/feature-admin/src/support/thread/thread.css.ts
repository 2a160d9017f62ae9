import { media, vars } from '@portal/ui-kit/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The conversation beside the ticket's details and notes; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

export const messages = style({ display: 'grid', gap: vars.space.md, margin: 0, padding: 0, listStyle: 'none' });

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

export const newMessage = style({ borderColor: vars.color.warning });

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

/** The ticket's facts: a term above its value. */
export const facts = style({ display: 'grid', gap: vars.space.md, margin: 0 });

export const fact = style({ display: 'grid', gap: vars.space['2xs'], minWidth: 0 });

export const term = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const settingForm = style({ display: 'grid', gap: vars.space.sm, paddingBlockStart: vars.space.md, borderBlockStart: `1px solid ${vars.color.border}` });

export const notes = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

/** A note looks like a sticky note, so nobody takes it for something the customer reads. */
export const note = style({
  display: 'grid',
  gap: vars.space['2xs'],
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSoft,
  color: vars.color.warningSoftText,
  minWidth: 0,
});

export const noteHead = style({ display: 'flex', flexWrap: 'wrap', gap: `0 ${vars.space.sm}`, fontSize: vars.font.size.sm });

export const noteAuthor = style({ fontWeight: vars.font.weight.semibold });

export const noteBody = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
