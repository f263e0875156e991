import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { demoSeeds } from './demo/seed-plugin.ts';

const bank = process.env.FAKE_BANK_URL ?? 'http://127.0.0.1:8081';

/** Vitest's order of files for a clean clone (scripts/heaviest-first-sequencer.ts); builds never load it. */
const sequencer = process.env.VITEST
  ? (await import('./scripts/heaviest-first-sequencer.ts')).HeaviestFirst
  : undefined;

/** The fake bank's dashboard, a second entry beside the app (decision 0045); the bank serves it at /__fake-bank/. */
const DASHBOARD_HTML = 'fake-bank/http/dashboard-app/index.html';

/**
 * Set while the dashboard is built on its own (below). Built in one graph with the app, every module the two
 * share became a chunk of both, tree-shaken for both: the app's first load carried zod's classic API and
 * more for the dashboard (8.5 KB gzipped). Its own build shares nothing with the app.
 */
const DASHBOARD_ONLY = process.env.FAKE_BANK_DASHBOARD_BUILD === '1';

/** After the app's build, the dashboard's, into the same folder. */
function dashboardBuild(mode: string): Plugin {
  return {
    name: 'dashboard-build',
    apply: 'build',
    async closeBundle() {
      process.env.FAKE_BANK_DASHBOARD_BUILD = '1';
      try {
        await build({ mode, configFile: 'vite.config.ts', logLevel: 'warn' });
      } finally {
        delete process.env.FAKE_BANK_DASHBOARD_BUILD;
      }
    },
  };
}

/**
 * antd-mobile's config provider imports its Chinese words as the default locale (1.5 KB gzipped with the
 * English base they extend). The app always sets its own words (src/app/providers.tsx, before any kit
 * component renders), so the build hands the provider the Indonesian ones, the app's default language,
 * instead (decision 0046).
 */
function kitDefaultLocale(): Plugin {
  const indonesian = fileURLToPath(new URL('./src/i18n/id/antd.ts', import.meta.url));
  return {
    name: 'kit-default-locale',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromProvider = /antd-mobile[\\/]es[\\/]components[\\/]config-provider[\\/]/.test(importer ?? '');
      return fromProvider && source === '../../locales/zh-CN' ? indonesian : undefined;
    },
  };
}

/**
 * Chunks the first screen loads whole, merged (decision 0046). Left to itself the bundler splits the
 * libraries every screen uses into many small shared chunks (React, its JSX runtime, React Router, i18next,
 * zustand): a file each, every one repeating the imports and exports that join them. The landing's five
 * benefit icons, each its own chunk that repeats the kit's SVG wrapper, gzip to about half as one file.
 */
const FIRST_LOAD_GROUPS = [
  {
    name: 'frame-libs',
    // react-i18next's <Trans> (one screen's) stays with that screen.
    test: (id: string) =>
      /node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|react-router|zustand|use-sync-external-store|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/.test(
        id,
      ) && !/[\\/]Trans(WithoutContext)?\.js$/.test(id),
  },
  {
    name: 'landing-icons',
    test: /antd-mobile-icons[\\/]es[\\/](BankcardOutline|CalendarOutline|CheckShieldOutline|FileOutline|SendOutline)\.js$/,
  },
];

/** The mode of `npm run demo:build`: the fake bank runs in the page through MSW (decision 0022). */
const BROWSER_DEMO = 'browser-demo';

/** In the browser demo, the page starts at demo/main.ts (the bank, then the app) instead of the app's entry. */
function browserDemoEntry(): Plugin {
  return {
    name: 'browser-demo-entry',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace('/src/app/main.tsx', '/demo/main.ts'),
    },
  };
}

export default defineConfig(({ mode }) => ({
  // React itself (decision 0030), with Fast Refresh in dev.
  plugins: [
    react(),
    kitDefaultLocale(),
    ...(mode === BROWSER_DEMO
      ? [browserDemoEntry(), demoSeeds()]
      : DASHBOARD_ONLY
        ? []
        : [dashboardBuild(mode)]),
  ],
  // MSW's worker script (`npx msw init demo/public`) ships with the demo only.
  publicDir: mode === BROWSER_DEMO ? 'demo/public' : 'public',
  build: {
    // DIST_DIR lets parallel work trees of one checkout build side by side (e2e of one area at a time).
    outDir: mode === BROWSER_DEMO ? 'demo-dist' : (process.env.DIST_DIR ?? 'dist'),
    // .vite/manifest.json: `npm run bench` follows the landing screen's imports through it.
    manifest: !DASHBOARD_ONLY,
    // The dashboard's build adds to the app's folder.
    // antd's desktop kit is one large chunk of a developer tool, loaded at /__fake-bank/ only.
    ...(DASHBOARD_ONLY ? { emptyOutDir: false, copyPublicDir: false, chunkSizeWarningLimit: 1600 } : {}),
    // The demo's bank (contracts, rules, scenarios, seeds) is one large chunk by design, loaded first.
    ...(mode === BROWSER_DEMO ? { chunkSizeWarningLimit: 1600 } : {}),
    // Named chunks (apply-page-<hash>.js) so a fault can target one lazy screen.
    // Lazy screens preload their CSS but not their own chunk: a failed modulepreload of it would be retried
    // by import() and hide the load error the user must see (section 8). The landing screen also preloads
    // the chunks it imports, fetched side by side instead of one level of imports after another (the lists
    // of every screen would weigh about 5 KB gzipped in the first chunk; docs/decisions/0021). So does a
    // route's prefetch (the call its screen asks at start), so the call waits for no chain of imports
    // (decision 0028), and the Pay Later home, the other screen a customer opens the product on (decision 0056).
    modulePreload: {
      resolveDependencies: (file, deps, context) => {
        if (context.hostType === 'html') return deps;
        return /(^|\/)(apply-page|home-page|prefetch)-[^/]*\.js$/.test(file)
          ? deps.filter((dep) => dep !== file)
          : [];
      },
    },
    rollupOptions: {
      ...(DASHBOARD_ONLY ? { input: { dashboard: DASHBOARD_HTML } } : {}),
      // The contracts only define schemas and tables: a module none of whose exports a chunk uses is left out
      // of it (a barrel import of one helper must not bring the whole endpoint table; docs/decisions/0021).
      treeshake: { moduleSideEffects: [{ test: /[\\/]contracts[\\/]/, sideEffects: false }] },
      output: {
        ...(DASHBOARD_ONLY ? {} : { codeSplitting: { groups: FIRST_LOAD_GROUPS } }),
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/static/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 8080,
    proxy: {
      '/ifes': bank,
      '/ifes-front': bank,
      '/__fake-bank': {
        target: bank,
        bypass: (req) => (/^\/__fake-bank\/?$/.test(req.url ?? '') ? `/${DASHBOARD_HTML}` : undefined),
      },
      // The bank's PDF documents (terms).
      '/docs': bank,
    },
  },
  test: {
    environment: 'node',
    // The bank's RSA key pair, made once per run (handlers are synchronous; decision 0022).
    globalSetup: ['fake-bank/testing/rsa-keys.global-setup.ts'],
    setupFiles: ['fake-bank/testing/rsa-keys.setup.ts'],
    pool: 'threads',
    ...(sequencer ? { sequence: { sequencer } } : {}),
    maxWorkers: 2,
    // Tests over the whole catalogue build every scenario: give them room on a loaded 2-core machine.
    testTimeout: 30_000,
    // Decision 0049: the bank's, contracts' and scenarios' tests share a worker's modules (loading the bank
    // and its catalogue again for every file was a third of the run). Decision 0061: so do the files that
    // render screens against the bank's core (`*.screen.test.tsx`), which load the whole app and the bank; the
    // other client tests (happy-dom, mocked modules, stubbed globals) keep a fresh module graph per file.
    projects: [
      {
        extends: true,
        test: {
          name: 'bank',
          include: ['{contracts,fake-bank,scenarios,scripts}/**/*.test.ts'],
          // The one bank file in happy-dom runs with the client's.
          exclude: ['**/node_modules/**', 'fake-bank/msw/demo-address-bar.test.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'screens',
          include: ['src/**/*.screen.test.tsx'],
          setupFiles: ['src/testing/screen-hooks.setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'client',
          include: [
            'src/**/*.test.{ts,tsx}',
            '{contracts,fake-bank,scenarios,scripts}/**/*.test.tsx',
            'fake-bank/msw/demo-address-bar.test.ts',
          ],
          exclude: ['**/node_modules/**', 'src/**/*.screen.test.tsx'],
        },
      },
    ],
  },
}));
