import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContextOptions,
  type Page,
  type PlaywrightTestOptions,
} from '@playwright/test';
import axe from 'axe-core';

import {
  CONTROL_BASE,
  controlClient,
  type ClockMove,
  type ControlClient,
  type ControlTransport,
  type FaultsArm,
} from '../contracts/control-client';
import { catalogue } from '../scenarios';
import { openSharedTab, type SharedTab, spoil, wipeSharedTab } from './shared-tab';

/** The console line the app prints for a missing i18n key: any test that meets one fails. */
const MISSING_KEY_MARK = '[i18n] missing key';

interface Fixtures {
  /** Resets this browser's bank session to a scenario and opens the scenario's path (or `path`). */
  scenario: (id: string, path?: string) => Promise<void>;
  /** No accessibility violation of any impact on the screen as it is now. */
  expectAccessible: () => Promise<void>;
  /** The bank state of this browser's session, as the control surface reports it. */
  bankState: () => Promise<Record<string, unknown>>;
  /** The one control client (contracts/control-client.ts), on this browser's session. */
  control: ControlClient;
  /** Moves this browser session's bank clock; a refused move fails the test. */
  clock: (move: ClockMove) => Promise<void>;
  /** Arms faults on this browser session's next calls; a refused arm fails the test. */
  faults: (arm: FaultsArm) => Promise<void>;
}

/** Another bank than the page's (the drift proxy's upstream), and the headers that pick its session. */
export interface ControlTarget {
  origin?: string;
  headers?: Record<string, string>;
}

/** The control surface through a page's request context (the browser's session cookie goes with it). */
function pageTransport(
  target: Page | APIRequestContext,
  { origin = '', headers }: ControlTarget = {},
): ControlTransport {
  const request = 'request' in target ? target.request : target;
  return async ({ method, path, body }) => {
    const response = await request.fetch(`${origin}${CONTROL_BASE}${path}`, { method, data: body, headers });
    return { status: response.status(), text: await response.text() };
  };
}

/**
 * The control surface through the page's own fetch: in the demo the service worker answers it as it answers
 * the app (a request context would reach the static host instead).
 */
export function inPageTransport(page: Page): ControlTransport {
  return (request) =>
    page.evaluate(
      async ({ base, method, path, body }) => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: body === undefined ? {} : { 'content-type': 'application/json' },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return { status: response.status, text: await response.text() };
      },
      { base: CONTROL_BASE, ...request },
    );
}

export interface WorkerFixtures {
  /** Scripts every document of the shared tab runs first (the sweep's axe). */
  tabScripts: string[];
  /** A same-origin page without script the shared tab is wiped on (the bank's download stand-in). */
  blankPage: string;
  /** The worker's shared tab (see shared-tab.ts): `take` opens one when there is none, `retire` closes it. */
  tabs: { take: () => Promise<SharedTab>; retire: () => Promise<void> };
}

/** The context options of the config's `use` (the device, the page size, the language, the address). */
function contextOptionsOf(use: Partial<PlaywrightTestOptions>): BrowserContextOptions {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL, reducedMotion } = use;
  return { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL, reducedMotion };
}

/** The one control client on a page's session, for helpers outside a test's fixtures. */
export const controlOf = (target: Page | APIRequestContext, on?: ControlTarget): ControlClient =>
  controlClient(pageTransport(target, on));

export const test = base.extend<Fixtures, WorkerFixtures>({
  tabScripts: [[], { scope: 'worker', option: true }],
  blankPage: ['/__fake-bank/download', { scope: 'worker', option: true }],
  tabs: [
    async ({ browser, tabScripts }, use, workerInfo) => {
      const options = contextOptionsOf(workerInfo.project.use);
      let current: SharedTab | undefined;
      const retire = async () => {
        const tab = current;
        current = undefined;
        await tab?.page
          .context()
          .close()
          .catch(() => undefined);
      };
      await use({
        take: async () => (current ??= await openSharedTab(browser, options, tabScripts)),
        retire,
      });
      await retire();
    },
    { scope: 'worker' },
  ],
  // The context options the suite's tests set (`test.use`): a test that sets another one gets its own context.
  page: async ({ tabs, blankPage, browser, viewport, locale, reducedMotion }, use, testInfo) => {
    const project = testInfo.project.use;
    const differs =
      JSON.stringify(viewport) !== JSON.stringify(project.viewport) ||
      locale !== project.locale ||
      reducedMotion !== project.reducedMotion;
    if (differs || process.env.E2E_FRESH) {
      // Its own context, as Playwright would make it (E2E_FRESH=1 gives every test one, traces included).
      const context = await browser.newContext({
        ...contextOptionsOf(project),
        viewport,
        locale,
        reducedMotion,
      });
      const page = await context.newPage();
      const missing = missingKeys(page);
      await use(page);
      await context.close();
      expect(missing, 'i18n keys missing on screen').toEqual([]);
      return;
    }
    const tab = await tabs.take();
    const missing = missingKeys(tab.page);
    await use(tab.page);
    const passed = testInfo.status === testInfo.expectedStatus;
    if (!passed || !(await wipeSharedTab(tab, blankPage))) await tabs.retire();
    expect(missing, 'i18n keys missing on screen').toEqual([]);
  },
  // A test that asks for the context may change anything in it: the tab is not shared after it.
  context: async ({ page }, use) => {
    spoil(page);
    await use(page.context());
  },
  control: async ({ page }, use) => {
    await use(controlOf(page));
  },
  clock: async ({ control }, use) => {
    await use(async (move) => {
      await control.clock(move);
    });
  },
  faults: async ({ control }, use) => {
    await use(async (arm) => {
      await control.faults(arm);
    });
  },
  scenario: async ({ page, control }, use) => {
    await use(async (id, path) => {
      await control.start({ scenario: id });
      if (path !== undefined) {
        await page.goto(path);
        return;
      }
      // The catalogue is the bank's own module: no download per test.
      const entry = catalogue.get(id);
      // A fault on a script chunk needs the chunk fetched: a shared tab may hold it in its cache already.
      if (entry?.faults?.next?.some((fault) => fault.path?.startsWith('/assets/'))) await emptyCache(page);
      await page.goto(entry?.path ?? '/');
    });
  },
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      // Dialogs fade in (antd-mobile animates opacity in JS): judge the screen once it has settled.
      await expect
        .poll(() => axeViolations(page), { intervals: [300, 600, 1200], timeout: 20_000 })
        .toEqual([]);
      expect(await cjkOnScreen(page)).toEqual([]);
      expect(await sharedReferencedIds(page), 'ids that name or describe an element are unique').toEqual([]);
    });
  },
  bankState: async ({ control }, use) => {
    await use(async () => ((await control.session()) as { state: Record<string, unknown> }).state);
  },
});

/** Empties the browser's cache (Chromium's, through the DevTools protocol). */
export async function emptyCache(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.clearBrowserCache');
  await session.detach();
}

/** The missing i18n keys the page reports from now on (the list fills as they come). */
export function missingKeys(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(MISSING_KEY_MARK)) missing.push(message.text());
  });
  return missing;
}

/**
 * Every axe violation on the screen as it is now, whatever its impact (minor ones included), one line each.
 * axe is put into the page once and run there: `AxeBuilder.analyze()` sends its 550 KB source on every call,
 * which cost more than the run itself. A page with frames goes through AxeBuilder, which reaches into them.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) return linesOf((await new AxeBuilder({ page }).analyze()).violations);
  try {
    return linesOf(await runAxe(page));
  } catch (error) {
    // A screen that moves on by itself (a link that leaves the app) is judged once it has landed: poll again.
    if (String(error).includes('Execution context was destroyed')) return ['(the page was navigating)'];
    throw error;
  }
}

async function runAxe(page: Page): Promise<axe.Result[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const scope = window as unknown as {
      axe: typeof axe;
      __pwClock?: { builtins: Pick<Window, 'setTimeout' | 'clearTimeout'> };
    };
    // axe waits on timers between its steps: under a held clock (holdClock) it runs on the real ones.
    const held = scope.__pwClock?.builtins;
    const own = { setTimeout: window.setTimeout, clearTimeout: window.clearTimeout };
    if (held) Object.assign(window, { setTimeout: held.setTimeout, clearTimeout: held.clearTimeout });
    try {
      return (await scope.axe.run(document, { resultTypes: ['violations'] })).violations;
    } finally {
      if (held) Object.assign(window, own);
    }
  });
}

function linesOf(violations: axe.Result[]): string[] {
  return violations.map(
    (v) => `${v.impact ?? 'none'} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

/** The answers to calls matching `url` so far, counted as they come (attach before the screen opens). */
export function countAnswers(page: Page, url: RegExp): () => number {
  let answers = 0;
  page.on('response', (response) => {
    if (url.test(response.url())) answers += 1;
  });
  return () => answers;
}

/**
 * Moves the clock 2000 ms at a time until `answers()` reaches `count`: the installed clock also flows in real
 * time, so a poll may come before the test moves it, and the count, not "the next answer", says when to stop.
 */
export async function runClockUntil(page: Page, answers: () => number, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        await page.clock.runFor(2000);
        return answers();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(count);
}

/**
 * Stops the page's clock where it is now (Playwright's installed clock otherwise flows in real time), so only
 * `runFor` moves it: a slow assertion can no longer let a poll or a marquee step slip in between.
 */
export async function holdClock(page: Page): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 20);
      return;
    } catch (error) {
      // The real time flowed past `now + 20` between the two calls: read it again.
      if (attempt >= 5 || !String(error).includes('past')) throw error;
    }
  }
}

/**
 * Ids that an aria-labelledby, aria-describedby, aria-controls or a label's `for` points to, and that more
 * than one element carries: the reference then takes the first one's text, a wrong name. (axe no longer has
 * a rule for duplicate ids.)
 */
export async function sharedReferencedIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const referenced = new Set<string>();
    for (const element of document.querySelectorAll(
      '[aria-labelledby], [aria-describedby], [aria-controls]',
    )) {
      for (const name of ['aria-labelledby', 'aria-describedby', 'aria-controls']) {
        for (const id of (element.getAttribute(name) ?? '').split(/\s+/)) if (id) referenced.add(id);
      }
    }
    for (const label of document.querySelectorAll('label[for]')) referenced.add(label.getAttribute('for')!);
    return [...referenced].filter((id) => document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length > 1);
  });
}

/** Chinese, Japanese and Korean script (the kit's default locale is Chinese). */
const CJK =
  /[\u2e80-\u2fdf\u3000-\u30ff\u3100-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff00-\uffef]/;

/**
 * CJK text anywhere a screen reader could reach it: the accessibility tree, and every text node and
 * naming attribute in the document (hidden ones too: what is hidden now is read once it opens).
 */
export async function cjkOnScreen(page: Page): Promise<string[]> {
  const found: string[] = [];
  const tree = await page.locator('body').ariaSnapshot();
  for (const line of tree.split('\n')) if (CJK.test(line)) found.push(`tree: ${line.trim()}`);
  const dom = await page.evaluate((source) => {
    const cjk = new RegExp(source);
    const hits: string[] = [];
    const names = [
      'aria-label',
      'aria-description',
      'aria-roledescription',
      'aria-valuetext',
      'title',
      'alt',
      'placeholder',
    ];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const name of names) {
        const value = element.getAttribute(name);
        if (value && cjk.test(value)) hits.push(`${element.tagName.toLowerCase()}[${name}]: ${value}`);
      }
      for (const node of Array.from(element.childNodes)) {
        if (node.nodeType === Node.TEXT_NODE && cjk.test(node.textContent ?? '')) {
          hits.push(`${element.tagName.toLowerCase()} text: ${node.textContent}`);
        }
      }
    }
    return hits;
  }, CJK.source);
  return [...found, ...dom];
}

/** What a finger can tap: controls, and anything made focusable. */
const TAPPABLE = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=link]',
  '[role=tab]',
  '[role=option]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=menuitem]',
].join(', ');

/**
 * Visible tap targets smaller than 44 x 44 px (UX.md), one line each. A native input drawn by its label (the
 * kit's hidden checkbox) is judged by the label; a link inside a sentence is exempt, as WCAG exempts inline
 * targets.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const MIN = 44;
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden') continue;
      let box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.width <= 2 && box.height <= 2) {
        const label = element.closest('label');
        if (!label) continue;
        box = label.getBoundingClientRect();
      }
      if (box.width >= MIN && box.height >= MIN) continue;
      const parent = element.parentElement;
      const inSentence =
        style.display === 'inline' &&
        parent !== null &&
        (parent.textContent ?? '').trim().length > (element.textContent ?? '').trim().length + 10;
      if (inSentence) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      found.push(
        `${element.tagName.toLowerCase()}.${element.className} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`,
      );
    }
    return found;
  }, TAPPABLE);
}

export { expect, type Page };
