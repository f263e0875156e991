import { setupWorker } from 'msw/browser';
import { createBank } from '../core/bank';
import { prepareRsaKeys } from '../domain/security/security-crypto';
import { BrowserSessionStore, openBankDatabase } from './browser-session-store';
import { demoLink } from './demo-links';
import { bankHandlers } from './handlers';
import { scenarioCatalogue } from '../../scenarios';
import { withSeeds, type BrowserSeeds } from './with-seeds';

const SESSION_KEY = 'fake-bank-session';

/** This browser's bank session: one per browser profile, kept across reloads (the server's cookie). */
function browserSessionId(): string {
  let id = localStorage.getItem(SESSION_KEY);
  if (!id || !/^[A-Za-z0-9_-]{8,64}$/.test(id)) {
    id = crypto.randomUUID().replace(/-/g, '');
    localStorage.setItem(SESSION_KEY, id);
  }
  return id;
}

const RELOADED_KEY = 'fake-bank-reloaded';

/**
 * A page the worker does not control sends its calls to the host. MSW reloads after a hard reload itself;
 * a page loaded while the worker was being replaced can still end up so. One reload makes it controlled; a
 * second failure is left to show (the host answers the calls with its own page, which the app reports).
 */
async function controlledOrReload(): Promise<void> {
  if (!navigator.serviceWorker.controller) {
    await new Promise((resolve) => {
      navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true });
      setTimeout(resolve, 1000);
    });
  }
  if (navigator.serviceWorker.controller) {
    sessionStorage.removeItem(RELOADED_KEY);
    return;
  }
  if (sessionStorage.getItem(RELOADED_KEY)) return;
  sessionStorage.setItem(RELOADED_KEY, '1');
  window.location.reload();
  // The app must not start on this page.
  await new Promise(() => undefined);
}

export interface BrowserBankOptions {
  /** Where the host serves the worker script: demo/public/demo-worker.js, MSW's worker with its changes. */
  workerUrl: string;
  /** The scenario the page's link asks for (`?scenario=<id>`), read from the address by the entry. */
  scenario: string | null;
  /**
   * The seeds, when the build ships them as chunks (demo/browser-catalogue.ts, decision 0047): `load` fetches
   * one, `missing` names the scenario whose seed a failed call lacked. Without it, the core builds seeds.
   */
  seeds?: BrowserSeeds;
}

/**
 * Starts the fake bank inside this page (decision 0022): sessions in IndexedDB, MSW's service worker routing
 * the app's calls to it. Then does what the server's catch-all does for `?scenario=<id>`: resets this
 * browser's session to that scenario, and only to it (one seed built). Resolves once calls are answered
 * here; the app must not call before.
 */
export async function startBrowserBank(options: BrowserBankOptions): Promise<void> {
  const store = new BrowserSessionStore(await openBankDatabase());
  const bank = createBank({ scenarios: scenarioCatalogue, store });
  const sessionId = browserSessionId();
  // Made once per page, in parallel with the worker's start (handlers await it on their first call).
  void prepareRsaKeys();
  const { seeds, scenario } = options;
  const handlers = bankHandlers(bank, () => sessionId, {
    scenarioLink: (id, path) => demoLink(path, id),
    ...(seeds ? { runCore: withSeeds(seeds) } : {}),
  });
  await setupWorker(...handlers).start({
    serviceWorker: { url: options.workerUrl },
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
  await controlledOrReload();

  if (scenario === null) return;
  if (bank.catalogue.has(scenario)) {
    await seeds?.load(scenario);
    await store.unit(sessionId, () => bank.resetSession(sessionId, scenario));
  } else {
    console.warn(`Unknown scenario ${scenario}; the session is left as it was.`);
  }
}
