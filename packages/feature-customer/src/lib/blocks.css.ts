import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

/** A framed block on the page's surface: a message of a ticket, a shared user, a placeholder card. */
export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

/** A line of small, muted facts (dates, status, who) that wraps: a ticket's details. */
export const factList = style({
  display: 'flex',
  flexWrap: 'wrap',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

/** One row of a list: its text, then its status and action, which wrap under it on a phone. */
export const listRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
});
