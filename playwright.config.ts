import { defineConfig, devices } from '@playwright/test';
import { browserPath } from './scripts/find-browser.mjs';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://127.0.0.1:${port}`;
/** A second bank in the spec-only profile (FAKE_BANK_PROFILE=spec, DESIGN section 4), beside the first. */
const specPort = port + 1;
const specBaseURL = `http://127.0.0.1:${specPort}`;
/** What runs against the spec-only bank too: the journeys and the sweep of every scenario's screen. */
const SPEC_PROFILE_SPECS = ['journey.spec.ts', 'one-truth.spec.ts', 'spec-sweep.spec.ts'];
/** A third bank, a pass-through proxy to the spec-only one (FAKE_BANK_UPSTREAM): the client through it. */
const upstreamPort = port + 2;

export default defineConfig({
  testDir: 'e2e',
  // The in-browser demo's tests run against a static host (playwright.demo.config.ts).
  testIgnore: ['demo/**'],
  // Two cores: two workers, each test in its own browser context and so its own bank session.
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // React 19 renders antd-mobile's spinners and polled screens with more main-thread work than Preact did:
  // axe on a polled screen takes seconds on a loaded two-core machine (decision 0030).
  timeout: 45_000,
  // A lazy screen's chunk and its first answers can take seconds on a loaded two-core machine.
  expect: { timeout: 10_000 },
  // Per port, so runs of different areas side by side do not wipe each other's traces.
  outputDir: `test-results/${port}`,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${port}` }]],
  use: {
    baseURL,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    locale: 'id-ID',
    // The suite's device asks for reduced motion: the kit's popups and picker wheels then land at once instead
    // of springing for a few hundred ms on every tap (the app honours the setting: shared/ui/kit-motion.ts).
    // The specs about motion itself (the marquee, a journey) ask for it back.
    reducedMotion: 'reduce',
    // Recording a trace costs a third of a test's time: CI runs without one (the error context stays), a
    // local run keeps the DOM snapshots of a failed test (E2E_TRACE=on for the full trace, screencast included).
    trace:
      process.env.E2E_TRACE === 'on'
        ? 'retain-on-failure'
        : process.env.CI
          ? 'off'
          : { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      // CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium (scripts/find-browser.mjs).
      executablePath: browserPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The sweep of the spec-only bank judges only that each screen is drawn from what the spec names.
    { name: 'mobile-chromium', testIgnore: ['demo/**', 'spec-sweep.spec.ts', 'upstream.spec.ts'] },
    {
      name: 'spec-profile',
      testMatch: SPEC_PROFILE_SPECS,
      use: { baseURL: specBaseURL },
    },
    {
      name: 'upstream',
      testMatch: ['upstream.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${upstreamPort}` },
    },
  ],
  webServer: [port, specPort, upstreamPort].map((served) => ({
    command: `tsx fake-bank/http/server.ts --port ${served} --fresh --state .fake-bank/e2e-${served}.sqlite`,
    url: `http://127.0.0.1:${served}/__fake-bank/scenarios`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      LOG_LEVEL: 'warn',
      ...(served === specPort ? { FAKE_BANK_PROFILE: 'spec' } : {}),
      ...(served === upstreamPort ? { FAKE_BANK_UPSTREAM: specBaseURL } : {}),
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  })),
});
