import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { lightColors, lightShadows } from './tokens.ts';

const selector = '[data-theme="light"]';

createGlobalTheme(selector, vars.color, lightColors);
createGlobalTheme(selector, vars.shadow, lightShadows);
globalStyle(selector, { colorScheme: 'light' });

// Without a `data-theme` on <html> (no script ran yet, or it failed) the page follows the OS. The
// two media queries exclude each other so the result never depends on stylesheet order.
globalStyle(':root:not([data-theme])', {
  colorScheme: 'light dark',
  '@media': {
    'not all and (prefers-color-scheme: dark)': {
      vars: { ...assignVars(vars.color, lightColors), ...assignVars(vars.shadow, lightShadows) },
    },
  },
});
