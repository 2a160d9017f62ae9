import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';
import { media } from '#theme/media.ts';

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '80rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  minWidth: 0,
  '@media': {
    [media.md]: { padding: vars.space['2xl'] },
  },
});

export const pageHeader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minWidth: 0 });

export const breadcrumbs = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.lg,
});

export const headerText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  flex: '1 1 16rem',
  overflowWrap: 'anywhere',
});

export const pageTitle = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.bold,
  '@media': { [media.md]: { fontSize: vars.font.size['3xl'] } },
});

export const pageDescription = style({ color: vars.color.textMuted, maxWidth: '48rem' });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const pageContent = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const cardTitle = style({ fontSize: vars.font.size.lg, fontWeight: vars.font.weight.semibold });

export const cardDescription = style({ fontSize: vars.font.size.sm, color: vars.color.textMuted });

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const inline = style({ display: 'flex', flexDirection: 'row', minWidth: 0 });

export const wrap = style({ flexWrap: 'wrap' });

export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justifyContent = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const grid = style({
  display: 'grid',
  minWidth: 0,
  // min(…, 100%) lets a column shrink below its minimum on a 360px phone instead of overflowing.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))',
});

export const centeredScreen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  width: '100%',
  paddingBlock: vars.space.xl,
  paddingInline: vars.space.lg,
  '@media': { [media.sm]: { paddingBlock: vars.space['3xl'] } },
});

export const centeredPanel = style([
  card,
  {
    width: '100%',
    maxWidth: '28rem',
    gap: vars.space.xl,
    boxShadow: vars.shadow.md,
  },
]);

export const centeredHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const centeredTitle = style({ fontSize: vars.font.size['2xl'], fontWeight: vars.font.weight.bold });

export const centeredFooter = style({
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
});
