import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const formErrorCallout = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.danger}`,
  backgroundColor: vars.color.dangerSoft,
  color: vars.color.dangerSoftText,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const formErrorIcon = style({ flexShrink: 0, marginTop: '0.125em' });
