import { style } from '@vanilla-extract/css';
import { vars } from '#theme/contract.css.ts';

export const linkClass = style({
  color: vars.color.link,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'underline',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.2em',
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  transitionProperty: 'text-decoration-thickness',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
  },
});

/** The same look on a button: an action inside running text ("… could not be loaded. Try again"). */
export const textButtonClass = style([
  linkClass,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    font: 'inherit',
    fontWeight: vars.font.weight.medium,
    ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
]);
