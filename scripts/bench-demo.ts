/**
 * The bench's demo section (issue 25, decision 0042): the in-browser demo (`npm run demo:build`) served by a
 * plain static host with no fallback rule (scripts/serve-static.mjs --no-fallback, as `python3 -m http.server`),
 * opened in a new browser context each run (no service worker, no session, empty cache): the first paint, the
 * first content (FCP) and the first screen drawn (the shell gone, no skeleton) of `/`, and the time a scenario
 * link (`bill.ready`) takes to show its screen. Navigation start to each moment, in ms, on localhost.
 */
import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { demoLink } from '../fake-bank/msw/demo-links';
import { freePort } from '../fake-bank/testing/spawn-bank';

export interface DemoLoad {
  firstPaint: number;
  firstContent: number;
  screen: number;
}

export interface DemoFigures {
  root: DemoLoad[];
  link: number[];
  /** The scripts the page loaded, largest first, with their gzipped sizes. */
  scripts: Array<{ path: string; raw: number; gzip: number }>;
}

/** The scenario link measured: a bill, a few screens deep, as product shares them. */
export const DEMO_LINK = demoLink('/paylater/bills/detail', 'bill.ready');

/** The targets on localhost. */
export const DEMO_TARGETS = { firstContentMs: 2000, linkMs: 4000 };

/** The moment the app's first screen is drawn: the static shell replaced, no skeleton, some text. */
const SCREEN_DRAWN = `(() => {
  const root = document.getElementById('root');
  const drawn = root && !root.querySelector('.app-shell') && !document.querySelector('.adm-skeleton')
    && root.innerText.trim().length > 20 && !/[?&]scenario=/.test(location.search);
  return drawn ? performance.now() : false;
})()`;

/** The bill of the link drawn: its summary's figures on screen. */
const BILL_DRAWN = `(() => {
  const summary = document.querySelector('[data-testid="bill-summary"]');
  return summary && !document.querySelector('.adm-skeleton') ? performance.now() : false;
})()`;

async function serve(dist: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['scripts/serve-static.mjs', dist, '--port', String(port), '--no-fallback'],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise<void>((ready, fail) => {
    child.stdout?.once('data', () => ready());
    child.once('exit', (status) => fail(new Error(`the static host exited (${status})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** Measures `runs` fresh loads of `/` and of the scenario link. A string says why it could not. */
export async function measureDemo(
  dist: string,
  chromiumPath: string,
  runs: number,
): Promise<DemoFigures | string> {
  if (!existsSync(join(dist, 'index.html'))) return `${join(dist, 'index.html')} not found`;
  if (!existsSync(chromiumPath)) return `no Chromium at ${chromiumPath} (set CHROMIUM_PATH)`;
  const host = await serve(dist);
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const figures: DemoFigures = { root: [], link: [], scripts: [] };
  try {
    const open = async (path: string, drawn: string) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
      const page = await context.newPage();
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === host.url && url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await page.goto(new URL(path, host.url).href);
      const screen = Number(await (await page.waitForFunction(drawn, null, { timeout: 60_000 })).jsonValue());
      const paints = await page.evaluate(() =>
        Object.fromEntries(performance.getEntriesByType('paint').map((p) => [p.name, p.startTime])),
      );
      await context.close();
      return { screen, paints, scripts };
    };
    for (let run = 0; run < runs; run++) {
      const root = await open('/', SCREEN_DRAWN);
      figures.root.push({
        firstPaint: paintOf(root.paints, 'first-paint'),
        firstContent: paintOf(root.paints, 'first-contentful-paint'),
        screen: root.screen,
      });
      if (run === 0) {
        figures.scripts = [...root.scripts]
          .filter((path) => existsSync(join(dist, path)) && !path.endsWith('Worker.js'))
          .map((path) => {
            const content = readFileSync(join(dist, path));
            return { path, raw: content.length, gzip: gzipSync(content).length };
          })
          .sort((a, b) => b.raw - a.raw);
      }
      figures.link.push((await open(DEMO_LINK, BILL_DRAWN)).screen);
    }
    return figures;
  } finally {
    await browser.close();
    host.stop();
  }
}

const paintOf = (paints: Record<string, number>, name: string) => paints[name] ?? NaN;
