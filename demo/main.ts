/**
 * The entry of the in-browser demo build (`npm run demo:build`, decision 0022), in place of src/app/main.tsx:
 * the fake bank starts inside the page first, then the app, unchanged, which never learns who answers it.
 * The normal builds never see this file (vite.config.ts swaps the entry only in the browser-demo mode).
 */
import { startBrowserBank } from '../fake-bank/msw/browser';

await startBrowserBank({ workerUrl: '/demo-worker.js' });
await import('../src/app/main');
