import { demoWorkerPlugin } from '@portal/demo-backend/vite';
import { cssCompilerPlugins, linguiPlugins } from '@portal/test-config/lingui';
import { themeInitScript } from '@portal/ui-kit/theme-init';
import { CATALOGS_META, earlyAnswersScript, LOGIN_MODULES_META } from './boot/early-answers.js';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** `/` is not part of the portal: send it to `/app`, as the production host does. */
function rootRedirect(): Plugin {
  const redirect = (req: { url?: string }, res: { statusCode: number; setHeader(k: string, v: string): void; end(): void }, next: () => void) => {
    if (req.url === '/' || req.url === '/app') {
      res.statusCode = 302;
      res.setHeader('Location', '/app/');
      res.end();
      return;
    }
    next();
  };
  return {
    name: 'portal-root-redirect',
    configureServer: (server) => void server.middlewares.use(redirect),
    configurePreviewServer: (server) => void server.middlewares.use(redirect),
  };
}

/**
 * The page's boot script, in its head: sets the theme before first paint (so a dark-theme user
 * never sees a white flash), and in a build also asks for the system settings while the app's
 * code downloads. A production build serves it as a file of its own (`assets/boot-<hash>.js`),
 * so the page runs under a Content-Security-Policy with `script-src 'self'` and no inline script;
 * `pnpm dev` inlines the theme part (its API answers come from the demo worker, once it runs).
 */
function themeInit(): Plugin {
  let base = '/';
  let build = false;
  let reference = '';
  return {
    name: 'portal-theme-init',
    configResolved: (config) => {
      base = config.base;
      build = config.command === 'build';
    },
    buildStart() {
      if (!build) return;
      reference = this.emitFile({ type: 'asset', name: 'boot.js', source: themeInitScript + earlyAnswersScript });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle || !reference) return html.replace('<!--theme-init-->', `<script>${themeInitScript}</script>`);
        const bundle = context.bundle;
        const file = Object.values(bundle).find((item) => item.type === 'asset' && item.names.includes('boot.js'));
        if (!file) throw new Error('The boot script was not emitted.');
        // The sign-in screen's chunk and what it imports beyond the entry, for the boot script to preload.
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        const login = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/src/public/login-screen.tsx'));
        if (!entry || !login) throw new Error('The entry or the sign-in screen is not a chunk of its own.');
        const closure = (name: string, seen: Set<string>): Set<string> => {
          if (seen.has(name)) return seen;
          seen.add(name);
          const chunk = chunks.find((candidate) => candidate.fileName === name);
          for (const imported of chunk?.imports ?? []) closure(imported, seen);
          return seen;
        };
        const loaded = closure(entry.fileName, new Set());
        const modules = [...closure(login.fileName, new Set())].filter((name) => !loaded.has(name)).map((name) => `${base}${name}`);
        // Every page reads the system settings first: their validator downloads beside the app's code.
        const settings = chunks.find((chunk) => chunk.facadeModuleId?.endsWith('/validators/operations/system-settings.ts'));
        if (!settings) throw new Error('The system settings validator is not a chunk of its own.');
        const validator = [...closure(settings.fileName, new Set())].filter((name) => !loaded.has(name));
        // The catalogs every page waits for before its first render (the shell's, the ui-kit's and
        // the api-client's), per language, for the boot script to preload beside the app's code.
        const startCatalog = /(apps\/portal|packages\/ui-kit|packages\/api-client)\/src\/locales\/(en|de)\.po$/;
        const catalogs = new Map<string, string[]>();
        for (const chunk of chunks) {
          const locale = startCatalog.exec(chunk.facadeModuleId ?? '')?.[2];
          if (locale) catalogs.set(locale, [...(catalogs.get(locale) ?? []), `${base}${chunk.fileName}`]);
        }
        if (catalogs.size === 0) throw new Error('The start catalogs are not chunks of their own.');
        const catalogList = [...catalogs].map(([locale, files]) => `${locale}=${files.join(' ')}`).join(';');
        return html.replace(
          '<!--theme-init-->',
          [
            `<meta name="${LOGIN_MODULES_META}" content="${modules.join(' ')}" />`,
            `<meta name="${CATALOGS_META}" content="${catalogList}" />`,
            `<script src="${base}${file.fileName}"></script>`,
            ...validator.map((name) => `<link rel="modulepreload" crossorigin href="${base}${name}" />`),
          ].join('\n    '),
        );
      },
    },
  };
}

/**
 * React Router publishes its production build (dev warnings compiled out) beside the default one
 * but maps no export condition to it: a production build takes it explicitly.
 */
function reactRouterProduction(): Plugin {
  const require = createRequire(import.meta.url);
  const production = (entry: string) => join(dirname(require.resolve('react-router')), '..', 'production', entry);
  return {
    name: 'portal-react-router-production',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: production('index.mjs') },
          { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
        ],
      },
    }),
  };
}

export default defineConfig({
  base: '/app/',
  plugins: [...linguiPlugins(), vanillaExtractPlugin({ unstable_pluginFilter: cssCompilerPlugins }), react(), rootRedirect(), themeInit(), demoWorkerPlugin(), reactRouterProduction()],
  build: {
    manifest: true,
    target: 'es2022',
    sourcemap: true,
    // Browsers that run this build preload modules natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Every screen's answers are read with valibot and the api-client's validation runtime:
        // one chunk, fetched once, rather than pieces that each screen's chunks split between them.
        manualChunks: (id) => (/[\\/]valibot[\\/]|[\\/]api-client[\\/]src[\\/]validation[\\/]/.test(id) ? 'validation' : undefined),
      },
    },
  },
  server: { port: 5173, strictPort: false },
  preview: { port: 4173 },
});
