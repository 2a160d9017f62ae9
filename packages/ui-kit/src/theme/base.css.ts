import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { media } from './media.ts';
import { baseTokens, motionTokens, reducedMotionTokens } from './tokens.ts';

createGlobalTheme(':root', vars.space, baseTokens.space);
createGlobalTheme(':root', vars.radius, baseTokens.radius);
createGlobalTheme(':root', vars.font, baseTokens.font);
createGlobalTheme(':root', vars.control, baseTokens.control);
createGlobalTheme(':root', vars.zIndex, baseTokens.zIndex);
createGlobalTheme(':root', vars.motion, motionTokens);

// Every transition and animation reads the duration tokens, so zeroing them here switches motion
// off everywhere at once.
globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: { vars: assignVars(vars.motion, reducedMotionTokens) },
  },
});
