import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { DEMO_PORT, STATIC_LOG } from './e2e/demo/static-host';

/**
 * The in-browser demo (`npm run demo:build`, decision 0022) served by a plain static host: no fake-bank
 * process, the bank answers inside the page through MSW. The host logs every request; the tests check that
 * none was for anything but a static file.
 */
const port = DEMO_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  ...base,
  testDir: 'e2e',
  testMatch: ['demo/**/*.spec.ts', 'gallery.spec.ts'],
  testIgnore: [],
  // One worker: the tests read the host's request log in turn.
  workers: 1,
  fullyParallel: false,
  outputDir: `test-results/demo-${port}/results`,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/demo-${port}` }]],
  use: { ...base.use, baseURL },
  webServer: {
    command: `node scripts/serve-static.mjs demo-dist --port ${port} --log ${STATIC_LOG}`,
    url: `${baseURL}/index.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
