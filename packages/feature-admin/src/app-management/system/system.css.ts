import { vars } from '@portal/ui-kit/theme';
import { style } from '@vanilla-extract/css';

export const imageField = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start', minWidth: 0 });

export const fileInput = style({
  maxWidth: '100%',
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const preview = style({
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'start',
  margin: 0,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  minWidth: 0,
});

export const previewImage = style({ display: 'block', maxWidth: '100%', maxHeight: '4rem', objectFit: 'contain' });

export const previewEmpty = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const previewCaption = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const imageActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
