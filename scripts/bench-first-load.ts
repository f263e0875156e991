/**
 * The bench's size figure as a browser sees it (issue 22): every script and stylesheet Chromium loads for `/`
 * until the network is idle, each gzipped (node:zlib, default level), against the bank serving the build.
 * Modulepreloads, lazy chunks the first screen imports and anything fetched before a tap all count.
 */
import { chromium } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnBank } from '../fake-bank/testing/spawn-bank';

export interface LoadedFile {
  path: string;
  kind: 'js' | 'css';
  raw: number;
  gzip: number;
}

/** The target of issue 22: at most this many KB (1,024 bytes), gzipped JS + CSS, until the network is idle. */
export const FIRST_LOAD_TARGET_KB = 165;

/** How long no new script or stylesheet may arrive before the first load counts as done. */
const QUIET_MS = 2_000;

export async function firstLoadFiles(
  dist: string,
  chromiumPath: string,
  page = '/',
): Promise<LoadedFile[] | string> {
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`;
  const dir = mkdtempSync(join(tmpdir(), 'fake-bank-first-load-'));
  const bank = await spawnBank({ args: ['--fresh', '--state', join(dir, 'size.sqlite')], staticDir: dist });
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
    const tab = await context.newPage();
    const pending: Array<Promise<LoadedFile | undefined>> = [];
    tab.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      const kind = path.endsWith('.css') ? 'css' : /\.m?js$/.test(path) ? 'js' : null;
      if (!kind) return;
      pending.push(
        response.body().then(
          (body) => ({ path, kind, raw: body.length, gzip: gzipSync(body).length }),
          () => undefined,
        ),
      );
    });
    await tab.goto(new URL(page, bank.url).href, { waitUntil: 'networkidle' });
    // On a loaded machine the network can be quiet for 500 ms while the first chunks are still evaluated,
    // before the screen's own chunks are asked for: wait for React to replace the static shell, then for
    // QUIET_MS without a new file.
    await tab.waitForFunction(() => !document.querySelector('.app-shell'), undefined, { timeout: 60_000 });
    for (let seen = -1; seen !== pending.length;) {
      seen = pending.length;
      await tab.waitForLoadState('networkidle');
      await tab.waitForTimeout(QUIET_MS);
    }
    const files = (await Promise.all(pending)).filter((file): file is LoadedFile => !!file);
    return [...new Map(files.map((file) => [file.path, file])).values()].sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
    await bank.stop();
  }
}
