import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const bank = process.env.FAKE_BANK_URL ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react()],
  build: {
    // DIST_DIR lets parallel work trees of one checkout build side by side (e2e of one area at a time).
    outDir: process.env.DIST_DIR ?? 'dist',
    // .vite/manifest.json: `npm run bench` follows the landing screen's imports through it.
    manifest: true,
    // Named chunks (apply-page-<hash>.js) so a fault can target one lazy screen.
    // Lazy screens preload their CSS but not their own chunk: a failed modulepreload of it would be retried
    // by import() and hide the load error the user must see (section 8). The landing screen also preloads
    // the chunks it imports, fetched side by side instead of one level of imports after another (the lists
    // of every screen would weigh about 5 KB gzipped in the first chunk; docs/decisions/0021).
    modulePreload: {
      resolveDependencies: (file, deps, context) => {
        if (context.hostType === 'html') return deps;
        return /(^|\/)apply-page-[^/]*\.js$/.test(file) ? deps.filter((dep) => dep !== file) : [];
      },
    },
    rollupOptions: {
      // The contracts only define schemas and tables: a module none of whose exports a chunk uses is left out
      // of it (a barrel import of one helper must not bring the whole endpoint table; docs/decisions/0021).
      treeshake: { moduleSideEffects: [{ test: /[\\/]contracts[\\/]/, sideEffects: false }] },
      output: {
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
      '/__fake-bank': bank,
      // The bank's PDF documents (terms).
      '/docs': bank,
    },
  },
  test: {
    include: ['{contracts,fake-bank,scenarios,src,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // Tests over the whole catalogue build every scenario: give them room on a loaded 2-core machine.
    testTimeout: 30_000,
  },
});
