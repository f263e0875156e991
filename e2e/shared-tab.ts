import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

/**
 * One browser tab a worker's tests take in turn. A new context per test costs most of a short test (a fresh
 * renderer loads and compiles the app's 60 chunks again: about 3 s against 0.7 s on a warm tab). Between
 * tests the tab is wiped as a new one would be (storage, cookies and so the bank session, listeners, the
 * page itself), and a test that changes what a wipe cannot undo (a clock, an init script, a route, offline,
 * a viewport, media, permissions, another page) marks it spoilt: it is closed after that test and the next
 * one opens a new context.
 */
export interface SharedTab {
  page: Page;
  /** Set once the test touched something a wipe does not undo. */
  spoilt: boolean;
  /** The listeners Playwright itself put on the page: a wipe keeps those and takes off the tests'. */
  ownListeners: Map<string | symbol, Set<unknown>>;
}

/** The page and context calls whose effect outlives a navigation. */
const SPOILING_PAGE_CALLS = [
  'addInitScript',
  'addLocatorHandler',
  'close',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setViewportSize',
] as const;
const SPOILING_CONTEXT_CALLS = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'newPage',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setOffline',
] as const;
const CLOCK_CALLS = [
  'fastForward',
  'install',
  'pauseAt',
  'resume',
  'runFor',
  'setFixedTime',
  'setSystemTime',
] as const;

/** The page's event emitter as it is at run time (its type declares only on, once and off). */
interface Emitter {
  eventNames(): Array<string | symbol>;
  listeners(event: string | symbol): unknown[];
  removeListener(event: string | symbol, listener: unknown): void;
}

const tabs = new WeakMap<Page, SharedTab>();

/** Marks the page's tab spoilt (for a test that takes its context to change it). */
export function spoil(page: Page): void {
  const tab = tabs.get(page);
  if (tab) tab.spoilt = true;
}

export async function openSharedTab(
  browser: Browser,
  options: BrowserContextOptions,
  scripts: string[] = [],
): Promise<SharedTab> {
  const context = await browser.newContext(options);
  for (const content of scripts) await context.addInitScript({ content });
  const page = await context.newPage();
  const tab: SharedTab = {
    page,
    spoilt: false,
    ownListeners: listenersOf(page),
  };
  const spoilOn = (target: object, names: readonly string[]) => {
    const calls = target as Record<string, unknown>;
    for (const name of names) {
      const original = calls[name];
      if (typeof original !== 'function') continue;
      calls[name] = (...args: unknown[]) => {
        tab.spoilt = true;
        return (original as (...a: unknown[]) => unknown).apply(target, args);
      };
    }
  };
  spoilOn(page, SPOILING_PAGE_CALLS);
  spoilOn(context, SPOILING_CONTEXT_CALLS);
  // The page's clock is its context's: once installed it stays for every later document.
  spoilOn(page.clock, CLOCK_CALLS);
  tabs.set(page, tab);
  return tab;
}

/**
 * Leaves the tab as a new one: the test's listeners off, the app's storage cleared, the app's document gone (so no
 * poll of it reaches the next test's session), the cookies cleared. False when the tab cannot be trusted.
 */
export async function wipeSharedTab(tab: SharedTab, blankPage: string): Promise<boolean> {
  const { page } = tab;
  if (tab.spoilt || page.isClosed() || page.context().pages().length !== 1) return false;
  const emitter = page as unknown as Emitter;
  for (const [event, listeners] of listenersOf(page)) {
    const kept = tab.ownListeners.get(event);
    for (const listener of listeners) if (!kept?.has(listener)) emitter.removeListener(event, listener);
  }
  try {
    // A page of the same origin without script (the download stand-in of the bank or the demo host): about:blank would make
    // Chromium swap the renderer on the next link, and the warm tab would be lost. The storage is cleared
    // there, once no script of the app is left to write it again.
    await page.goto(blankPage, { timeout: 5_000 });
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.context().clearCookies();
    return true;
  } catch {
    return false;
  }
}

function listenersOf(page: Page): Map<string | symbol, Set<unknown>> {
  const emitter = page as unknown as Emitter;
  return new Map(emitter.eventNames().map((event) => [event, new Set(emitter.listeners(event))]));
}
