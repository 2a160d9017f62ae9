import { media, vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** Two fields side by side on wide screens, stacked on a phone. */
export const formRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const formActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  display: 'grid',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const choices = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
});

export const groupError = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  margin: 0,
  color: vars.color.danger,
  fontSize: vars.font.size.sm,
});

export const muted = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const cellText = style({ overflowWrap: 'anywhere' });

/** A list of records as cards: reads well at 390 px, where a wide table would scroll. */
export const recordList = style({
  display: 'grid',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const record = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  minWidth: 0,
});

export const recordMain = style({
  display: 'grid',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 14rem',
});

export const recordTitle = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflowWrap: 'anywhere',
});

export const recordActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});

export const serverPicker = style({
  maxWidth: '28rem',
});
