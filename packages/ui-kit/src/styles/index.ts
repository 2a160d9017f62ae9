// Import once at the app's entry: the reset, the base tokens and both themes.
import '#theme/base.css.ts';
import '#theme/light.css.ts';
import '#theme/dark.css.ts';
import '#theme/global.css.ts';
