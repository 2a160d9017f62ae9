// One flat config for the whole workspace; each package runs `eslint .` and finds it here.
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import portal from './eslint-rules/no-hard-coded-text.js';

const features = ['customer', 'reseller', 'moderator', 'admin', 'setup-wizard'];

/**
 * Inside a package, a relative import climbs at most one folder: anything further goes through the
 * package's own `#` alias (`"imports": { "#*": "./src/*" }` in its package.json), so moving a
 * folder does not break the imports of its neighbours.
 */
const noClimbing = {
  regex: '^(\\./)?(\\.\\./){2,}',
  message: "Do not climb more than one folder (`../../`): import through the package's `#` alias instead, e.g. `#api/keys.ts` for `src/api/keys.ts`.",
};

/** Every package and the app's sources; the rules below add their own patterns to this one. */
const workspaceSources = ['packages/*/**/*.{ts,tsx}', 'apps/portal/src/**/*.{ts,tsx}'];
const noClimbingConfig = {
  files: workspaceSources,
  rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing] }] },
};

/** A feature package may not import another feature package: composition happens in apps/portal. */
const featureBoundaries = features.map((name) => ({
  files: [`packages/feature-${name}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^@portal/feature-(?!${name}(/|$))`,
            message:
              'A feature package must not import another feature package. Share the code through @portal/api-client, @portal/realtime or @portal/ui-kit, and compose features in apps/portal.',
          },
          {
            regex: '^(\\.\\./)+(feature-|packages/|apps/)',
            message: 'Reach other workspace packages through their package name, never by relative path.',
          },
          noClimbing,
        ],
      },
    ],
  },
}));

/** Shared packages sit below the features and the app: they never import either. */
const sharedBoundaries = {
  files: ['packages/{api-client,realtime,ui-kit}/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^@portal/(feature-|portal|demo-backend|dev-harness)',
            message: 'Shared packages (api-client, realtime, ui-kit) must not import features, the app or demo code.',
          },
          noClimbing,
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/storybook-static/**', '**/coverage/**', '**/node_modules/**', '**/reports/**', '**/src/generated/**', '**/public/mockServiceWorker.js', '**/playwright-report/**', '**/test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/scripts/**', 'e2e/**', '**/*.config.ts', '**/vite.config.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures take `use` and an empty `{}` by design; they are not React hooks.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // Every word a person reads comes from a message catalog (see the README's "Languages").
    files: ['apps/portal/src/**/*.{ts,tsx}', 'packages/{ui-kit,api-client,feature-customer,feature-reseller,feature-moderator,feature-admin,feature-setup-wizard}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', '**/testing/**', '**/generated/**', 'apps/portal/src/demo/**'],
    plugins: { portal },
    rules: { 'portal/no-hard-coded-text': 'error' },
  },
  // Later entries replace the rule's options for their files, so each repeats `noClimbing`.
  noClimbingConfig,
  ...featureBoundaries,
  sharedBoundaries,
);
