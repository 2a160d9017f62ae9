export { themeInitScript } from './theme-init.js';
