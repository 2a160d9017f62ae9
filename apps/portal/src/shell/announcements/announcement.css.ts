import { style } from '@vanilla-extract/css';

/**
 * The dialog's largest size is lg (48rem); an xl announcement gets 64rem. The attribute selector
 * outweighs the dialog's own size class whichever stylesheet loads first.
 */
export const extraLarge = style({
  selectors: { '&[role="dialog"]': { maxWidth: '64rem' } },
});
