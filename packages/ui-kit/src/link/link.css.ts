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
