import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

// Sonner's own rules are two or three attributes deep and are injected at run time, so ours
// repeat its attribute selectors to win on specificity rather than on load order.
const inToast = '[data-sonner-toaster] [data-sonner-toast] &';

export const toast = style({
  selectors: {
    [`[data-sonner-toaster] &[data-sonner-toast]`]: {
      fontFamily: vars.font.family.body,
      boxShadow: vars.shadow.lg,
      overflowWrap: 'anywhere',
    },
  },
});

export const title = style({
  selectors: {
    [inToast]: { fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold },
  },
});

export const description = style({
  selectors: {
    [`[data-sonner-toaster] [data-sonner-toast] &, [data-sonner-toaster] [data-sonner-toast][data-rich-colors="true"] &`]: {
      fontSize: vars.font.size.sm,
      color: 'inherit',
      opacity: 1,
    },
  },
});

const button = {
  height: vars.control.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  fontFamily: 'inherit',
};

export const actionButton = style({
  selectors: {
    [`[data-sonner-toaster] [data-sonner-toast][data-styled="true"] &`]: {
      ...button,
      backgroundColor: vars.color.primary,
      color: vars.color.primaryContrast,
    },
  },
});

export const cancelButton = style({
  selectors: {
    [`[data-sonner-toaster] [data-sonner-toast][data-styled="true"] &`]: {
      ...button,
      backgroundColor: vars.color.neutralSoft,
      color: vars.color.neutralSoftText,
    },
  },
});
