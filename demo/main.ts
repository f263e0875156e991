/**
 * The entry of the in-browser demo build (`npm run demo:build`, decisions 0022, 0042 and 0047), in place of
 * src/app/main.tsx. Small on purpose: it paints the static shell, reads the route and scenario from the
 * address (the root form any static host serves: `/?scenario=bill.ready#/paylater/bills/detail`), then runs
 * the bank's core in its own chunk, resets the session to the scenario asked, and only then imports the app,
 * unchanged, which never learns who answers it. The normal builds never see this file (vite.config.ts swaps
 * the entry only in the browser-demo mode).
 *
 * Nothing waits on anything it does not need: the page's HTML preloads the core's and the app's chunks
 * (demo/seed-plugin.ts), the service worker installs and the scenario's seed (built at build time, a chunk of
 * its own) comes while they load; the core runs after the first paint.
 */
import './shell.css';
import { readDemoAddress } from '../fake-bank/msw/demo-links';
import { keepAddressAtRoot, onFirstRender } from '../fake-bank/msw/demo-address-bar';

const WORKER_URL = '/demo-worker.js';
const { route, scenario } = readDemoAddress(window.location.href);

// MSW registers the same script later and finds it installed; a failure here is left to its start to report.
navigator.serviceWorker?.register(WORKER_URL).catch(() => undefined);
const seeds = import('./browser-catalogue').then((catalogue) => {
  const first =
    scenario !== null && catalogue.catalogue.has(scenario) ? scenario : catalogue.DEFAULT_SCENARIO_ID;
  // Fetched now, in parallel; a failure shows when the bank asks for it again.
  catalogue.loadSeed(first).catch(() => undefined);
  return catalogue;
});

// The shell is on screen before the core, the largest script of the demo, runs.
await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
const [{ startBrowserBank }, { loadSeed, missingSeedOf }] = await Promise.all([
  import('../fake-bank/msw/browser'),
  seeds,
]);
await startBrowserBank({
  workerUrl: WORKER_URL,
  scenario,
  seeds: { load: loadSeed, missing: missingSeedOf },
});

// The app starts on its route, read from the address; once it has drawn, the address goes back to the
// root form, so a reload or a copied address asks the host for the root page only.
window.history.replaceState(window.history.state, '', route);
const root = document.getElementById('root');
if (root) onFirstRender(root, () => keepAddressAtRoot());
await import('../src/app/main');
