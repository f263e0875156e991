/**
 * The entry of the in-browser demo build (`npm run demo:build`, decisions 0022 and 0042), in place of
 * src/app/main.tsx. Small on purpose: it paints the static shell, reads the route and scenario from the
 * address (the root form any static host serves: `/?scenario=bill.ready#/paylater/bills/detail`), then loads
 * the bank's core in its own chunk, resets the session to the scenario asked, and only then imports the app,
 * unchanged, which never learns who answers it. The normal builds never see this file (vite.config.ts swaps
 * the entry only in the browser-demo mode).
 */
import './shell.css';
import { readDemoAddress } from '../fake-bank/msw/demo-links';
import { keepAddressAtRoot, onFirstRender } from '../fake-bank/msw/demo-address-bar';

const { route, scenario } = readDemoAddress(window.location.href);

// The shell is on screen before the core's chunk, the largest of the demo, is fetched and run.
await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
const { startBrowserBank } = await import('../fake-bank/msw/browser');
await startBrowserBank({ workerUrl: '/demo-worker.js', scenario });

// The app starts on its route, read from the address; once it has drawn, the address goes back to the
// root form, so a reload or a copied address asks the host for the root page only.
window.history.replaceState(window.history.state, '', route);
const root = document.getElementById('root');
if (root) onFirstRender(root, () => keepAddressAtRoot());
await import('../src/app/main');
