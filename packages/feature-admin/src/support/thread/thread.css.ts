import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** The conversation beside the ticket's details and notes; one column on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.xl, minWidth: 0 });

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
