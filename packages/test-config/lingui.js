// Plain JavaScript: the Vite, Vitest and Storybook configs import it while they load.
import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import { fileURLToPath } from 'node:url';

const configPath = fileURLToPath(new URL('../../lingui.config.js', import.meta.url));
const MACRO_IMPORT = /from\s+['"]@lingui\/(?:core|react)\/macro['"]/;
const SOURCE = /\.[cm]?[jt]sx?$/;

/**
 * The Lingui macros (`<Trans>`, `t`, `msg`, `plural`, `useLingui`) compiled to message lookups, and
 * the `.po` catalogs compiled to JS when a package imports them. Only files that import a macro
 * pass through Babel, so the React plugin and every other file stay as fast as before.
 *
 * @param {{ failOnMissing?: boolean }} [options] `failOnMissing` (on by default): a catalog with a
 *   message left untranslated fails the build and the tests that load it. `PORTAL_I18N_ALLOW_MISSING=1`
 *   turns it off for a build or `pnpm dev` while German is being written (untranslated messages show
 *   in English); the test command's catalog check still fails until every message is translated.
 * @returns {import('vite').Plugin[]}
 */
export function linguiPlugins({ failOnMissing = process.env.PORTAL_I18N_ALLOW_MISSING !== '1' } = {}) {
  const linguiConfig = getConfig({ configPath });
  /** @type {import('vite').Plugin} */
  const macros = {
    name: 'portal-lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !MACRO_IMPORT.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx', 'importAttributes'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
  return [macros, ...lingui({ configPath, failOnMissing, failOnCompileError: true })];
}

/**
 * vanilla-extract compiles `.css.ts` files with a Vite of its own, which runs only the plugins this
 * filter lets through: a stylesheet that imports a module written with the macros (the ui-kit's
 * theme index) needs them compiled there too. Pass as `vanillaExtractPlugin({ unstable_pluginFilter })`.
 *
 * @param {{ name: string }} plugin
 */
export const cssCompilerPlugins = ({ name }) => name === 'portal-lingui-macros' || name === 'vite-tsconfig-paths';
