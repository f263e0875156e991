import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { DEMO_PORT, STATIC_LOG } from './e2e/demo/static-host';
import type { WorkerFixtures } from './e2e/fixtures';

/**
 * The in-browser demo (`npm run demo:build`, decision 0022) served by a plain static host: no fake-bank
 * process, the bank answers inside the page through MSW. The host logs every request; the tests check that
 * none was for anything but a static file. It has no fallback rule, as `python3 -m http.server` (decision
 * 0042): a page load of anything but a file is a 404, so every link must go through the root.
 */
const port = DEMO_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<object, Pick<WorkerFixtures, 'blankPage'>>({
  ...base,
  testDir: 'e2e',
  // Matched against the whole path: a glob `demo/**` would take every spec of a checkout in a folder named demo.
  testMatch: /[\\/]e2e[\\/](demo[\\/].+|gallery)\.spec\.ts$/,
  testIgnore: [],
  // One project of its own: the base's projects carry their own testMatch/testIgnore, which would override
  // the match above (the mobile project ignores demo/**) and select no demo spec at all.
  projects: [{ name: 'demo' }],
  // One worker: the tests read the host's request log in turn.
  workers: 1,
  fullyParallel: false,
  outputDir: `test-results/demo-${port}/results`,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/demo-${port}` }]],
  // The shared tab is wiped on the host's own static download page: the bank's path is not the host's.
  use: { ...base.use, baseURL, blankPage: '/download.html' },
  webServer: {
    command: `node scripts/serve-static.mjs demo-dist --port ${port} --no-fallback --log ${STATIC_LOG}`,
    url: `${baseURL}/index.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
