import { style } from '@vanilla-extract/css';
import * as frame from '#empty-state/empty-state.css.ts';
import { vars } from '#theme/contract.css.ts';

// An error state stands where the content would, in the empty state's frame; only its icon is red.
export const root = frame.root;

export const icon = style([frame.icon, { backgroundColor: vars.color.dangerSoft, color: vars.color.dangerSoftText }]);

export const title = frame.title;

export const message = frame.description;

export const action = frame.action;

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  fontSize: vars.font.size.sm,
});

export const summary = style({
  cursor: 'pointer',
  color: vars.color.textMuted,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const pre = style({
  maxWidth: '100%',
  overflowX: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.neutralSoft,
  color: vars.color.neutralSoftText,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  textAlign: 'start',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
