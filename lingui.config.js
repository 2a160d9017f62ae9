// Plain JavaScript: the Vite configs and the Lingui CLI load it before any TS transform.
import { formatter } from '@lingui/format-po';
import { fileURLToPath } from 'node:url';

/**
 * Every package that shows text owns a catalog in its own `src/locales` folder, made from its own
 * sources. English is the source language: its catalog is the spec's wording, written in the code.
 * `pnpm i18n:extract` brings every catalog up to date; the test command fails when one is not.
 */
const packages = [
  ['apps/portal', 'portal'],
  ['packages/ui-kit', 'ui-kit'],
  ['packages/api-client', 'api-client'],
  ['packages/feature-customer', 'customer'],
  ['packages/feature-reseller', 'reseller'],
  ['packages/feature-moderator', 'moderator'],
  ['packages/feature-admin', 'admin'],
  ['packages/feature-setup-wizard', 'setup-wizard'],
];

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: ['en', 'de'],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  rootDir: fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''),
  catalogs: packages.map(([dir]) => ({
    path: `<rootDir>/${dir}/src/locales/{locale}`,
    include: [`<rootDir>/${dir}/src`],
    exclude: ['**/*.d.ts', '**/*.test.*', '**/*.stories.*', '**/testing/**', '**/generated/**', '**/node_modules/**'],
  })),
  // The macros' runtime is the portal's own: messages re-render on a language switch without a provider.
  runtimeConfigModule: {
    i18n: ['@portal/ui-kit/i18n', 'i18n'],
    Trans: ['@portal/ui-kit/i18n', 'Trans'],
    useLingui: ['@portal/ui-kit/i18n', 'useLingui'],
  },
};
