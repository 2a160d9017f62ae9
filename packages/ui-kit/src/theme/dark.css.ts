import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { darkColors, darkShadows } from './tokens.ts';

const selector = '[data-theme="dark"]';

createGlobalTheme(selector, vars.color, darkColors);
createGlobalTheme(selector, vars.shadow, darkShadows);
globalStyle(selector, { colorScheme: 'dark' });

globalStyle(':root:not([data-theme])', {
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: { ...assignVars(vars.color, darkColors), ...assignVars(vars.shadow, darkShadows) },
    },
  },
});
