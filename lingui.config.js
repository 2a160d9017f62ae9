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

const NOT_MESSAGES = ['**/*.d.ts', '**/*.test.*', '**/*.stories.*', '**/testing/**', '**/generated/**', '**/node_modules/**'];

/**
 * Areas whose messages are too many to load at once have a catalog per folder, so a screen brings
 * only its own: the customer area's 1,200 messages would weigh 21 KiB (gzip) on the dashboard, and
 * a guest on the sign-in page needs none of the signed-in shell's pieces.
 */
const FOLDERS = {
  // Words of ui-kit components that only some screens show: the sign-in page loads the ui-kit's catalog.
  'packages/ui-kit': ['attachments-field', 'rebooting-dialog', 'announcement-view', 'charts', 'ticket-thread', 'process-view', 'paged-list'],
  'apps/portal': ['public/accept-invite', 'shell/processes', 'shell/restore-session', 'shell/notifications', 'shell/search', 'shell/announcements', 'shell/customer-messages'],
  'packages/feature-admin': ['manual-billing', 'users', 'nodes', 'node-pages', 'services', 'products', 'support', 'requested-trials', 'processes', 'requests', 'request-setup', 'request-stats', 'user-interaction', 'messaging', 'app-management', 'app-operations', 'integrations', 'integration-docker', 'automations', 'integration-comms', 'storage', 'metrics'],
  'packages/feature-reseller': ['panel', 'products', 'whmcs', 'shop'],
  'packages/feature-customer': ['community-center', 'dashboard', 'invoices', 'plex-tools', 'request-lounge', 'server', 'settings', 'shop', 'status', 'support', 'tv-schedule'],
};

/** Screens that have a catalog together, in a folder shared with screens that do not (the sign-in screen's). */
const FILES = {
  'apps/portal/src/public': ['request-trial-screen.tsx', 'password-reset-screen.tsx', 'password-create-screen.tsx', 'impersonate-screen.tsx', 'not-found-screen.tsx', 'logout-screen.tsx'],
};

/** @type {import('@lingui/conf').LinguiConfig} */
export default {
  sourceLocale: 'en',
  locales: ['en', 'de'],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  rootDir: fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, ''),
  catalogs: [
    ...packages.map(([dir]) => ({
      path: `<rootDir>/${dir}/src/locales/{locale}`,
      include: [`<rootDir>/${dir}/src`],
      exclude: [
        ...NOT_MESSAGES,
        ...(FOLDERS[dir] ?? []).map((folder) => `<rootDir>/${dir}/src/${folder}/**`),
        ...Object.entries(FILES)
          .filter(([path]) => path.startsWith(`${dir}/`))
          .flatMap(([path, files]) => files.map((file) => `<rootDir>/${path}/${file}`)),
      ],
    })),
    // Files with a catalog of their own, beside them: their screens load it with their code (`withMessages`).
    ...Object.entries(FILES).map(([path, files]) => ({
      path: `<rootDir>/${path}/locales/{locale}`,
      include: files.map((file) => `<rootDir>/${path}/${file}`),
      exclude: NOT_MESSAGES,
    })),
    // A folder with a catalog of its own: its screens load it beside their code (`withMessages`).
    ...Object.entries(FOLDERS).flatMap(([dir, folders]) =>
      folders.map((folder) => ({
        path: `<rootDir>/${dir}/src/${folder}/locales/{locale}`,
        include: [`<rootDir>/${dir}/src/${folder}`],
        exclude: NOT_MESSAGES,
      })),
    ),
  ],
  // The macros' runtime is the portal's own: messages re-render on a language switch without a provider.
  runtimeConfigModule: {
    i18n: ['@portal/ui-kit/i18n', 'i18n'],
    Trans: ['@portal/ui-kit/i18n', 'Trans'],
    useLingui: ['@portal/ui-kit/i18n', 'useLingui'],
  },
};
