import { existsSync, readFileSync } from 'node:fs';
import { test as base, expect, inPageTransport, type Page } from '../fixtures';
import { controlClient } from '../../contracts/control-client';
import { demoLink, readDemoAddress } from '../../fake-bank/msw/demo-links';
import { STATIC_LOG } from './static-host';

/** One request as the static host logged it (scripts/serve-static.mjs). */
interface HostRequest {
  method: string;
  url: string;
  mode: string | null;
  dest: string | null;
  served: 'file' | 'fallback' | 'missing' | 'refused';
}

const BANK_PATH = /^\/(ifes|ifes-front|__fake-bank|docs)(\/|$)/;

/**
 * What reached the host that is not a static file: any bank, control or document path, any write, a fetch
 * answered index.html for want of a file, a page load the host had no file for (the tests' host has no
 * fallback rule, as `python3 -m http.server`: decision 0042). The browser's own favicon request is static.
 */
export function notStatic(requests: HostRequest[]): HostRequest[] {
  return requests.filter((r) => {
    const path = r.url.split('?')[0] ?? '';
    if (BANK_PATH.test(path) || r.method !== 'GET') return true;
    if (r.served === 'file') return false;
    if (r.served === 'fallback') return r.mode !== 'navigate';
    return path !== '/favicon.ico';
  });
}

function hostLog(): string {
  return existsSync(STATIC_LOG) ? readFileSync(STATIC_LOG, 'utf8') : '';
}

/** A scenario link as the demo gives them out (decision 0042): the root, the route after it. */
export const scenarioLink = (id: string, path: string): string => demoLink(path, id);

/** The app's route the page's address names (the address itself is the root form). */
export const routeOf = (page: Page): string => readDemoAddress(page.url()).route;

/** Waits until the page's address names a route that matches. */
export async function expectRoute(page: Page, route: RegExp | string): Promise<void> {
  const poll = expect.poll(() => routeOf(page));
  await (typeof route === 'string' ? poll.toBe(route) : poll.toMatch(route));
}

/**
 * A control read made by the page itself (the service worker answers it as it answers the app), with its
 * status: the one control client's in-page transport (e2e/fixtures.ts).
 */
export async function control<T = Record<string, unknown>>(
  page: Page,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const answer = await inPageTransport(page)({ method, path, body });
  return { status: answer.status, body: JSON.parse(answer.text) as T };
}

interface DemoFixtures {
  /** Opens a scenario link on the static host: the demo resets this browser's session and opens the page. */
  openScenario: (id: string, path: string) => Promise<void>;
  /** Fails the test if the static host was asked for anything but static files while it ran. */
  staticOnly: void;
}

export const test = base.extend<DemoFixtures>({
  openScenario: async ({ page }, use) => {
    await use(async (id, path) => {
      await page.goto(scenarioLink(id, path));
      // The demo drops the parameter once its bank answers and the session is reset (the load event comes
      // before: the bank starts in the page after the scripts have loaded).
      await expect(page).not.toHaveURL(/[?&]scenario=/);
    });
  },
  // The control fixtures (control, clock, faults, bankState) call the bank in the page, as the app does.
  control: async ({ page }, use) => {
    await use(controlClient(inPageTransport(page)));
  },
  staticOnly: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this
    async ({}, use) => {
      const before = hostLog().length;
      await use();
      const lines = hostLog().slice(before).split('\n').filter(Boolean);
      const requests = lines.map((line) => JSON.parse(line) as HostRequest);
      expect(requests.length, 'the page was loaded from the static host').toBeGreaterThan(0);
      expect(notStatic(requests), 'requests the static host should never see').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect, type Page };
