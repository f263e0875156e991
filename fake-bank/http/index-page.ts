import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The element the browser stand-in of the bridge reads the device from (src/bridge/browser-bridge.ts). */
export const DEVICE_ELEMENT_ID = 'fake-bank-device';

/**
 * The app's index.html with what `GET /__fake-bank/device` would answer inlined as JSON data (not a script
 * that runs, so the CSP is untouched): the page knows its locale without a round trip before its first
 * paint, as a native app's bridge answers at once. Read again when the build changes.
 */
export function createIndexPage(staticDir: string): (device: unknown) => string {
  const file = join(staticDir, 'index.html');
  let cached: { mtimeMs: number; html: string } | undefined;
  return (device) => {
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    // '<' escaped: no text of the device can close the element.
    const json = JSON.stringify(device).replace(/</g, '\\u003c');
    return cached.html.replace(
      '</head>',
      `<script id="${DEVICE_ELEMENT_ID}" type="application/json">${json}</script></head>`,
    );
  };
}
