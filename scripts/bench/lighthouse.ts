import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnBank } from '../../fake-bank/testing/spawn-bank';
import { startHttp2Front } from '../h2-front';
import { CHROMIUM, LIGHTHOUSE_RUNS, args, errorText, fixed, kib, median, table } from './common';
import { gzipOf } from './size';

/** Section 2 of `npm run bench`: Lighthouse's mobile run of the landing and the Pay Later home. */

/**
 * The pages Lighthouse loads, each run in a session of its own started in a known scenario (the session
 * header rather than a scenario link, so the page loads without the link's redirect).
 */
export const LIGHTHOUSE_PAGES = [
  { name: 'landing (/)', scenario: 'apply.can-apply', path: '/' },
  { name: 'Pay Later home', scenario: 'home.bill-ready', path: '/paylater/home' },
];

export interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** One Lighthouse run of one page: the figures printed. */
export interface LighthouseRun {
  score: number;
  fcp: number;
  lcp: number;
  lcpObserved: number;
  tbt: number;
  cls: number;
  files: number;
  /** The gzipped size of the scripts and stylesheets it fetched (headers aside). */
  gzip: number;
}

/**
 * Lighthouse's mobile run (its default config: a Moto G Power screen, simulated slow 4G and 4x CPU slowdown)
 * of the landing and the Pay Later home, with the browser CHROMIUM names, against the bank serving the build (its
 * scripts and stylesheets gzipped, as a web host sends them). Prints the medians of some runs: performance
 * score, FCP, LCP, TBT and CLS (the simulated figures the score is made of), the LCP observed on loopback, and
 * the JS and CSS each page fetched (files, gzipped size).
 */
export async function measureLighthouse(dist: string): Promise<void> {
  console.log(
    `\n== Lighthouse mobile (default config: simulated slow 4G, 4x CPU), ${CHROMIUM}, the bank serving the ` +
      `build; median of ${LIGHTHOUSE_RUNS} run(s) per page\n`,
  );
  if (!existsSync(CHROMIUM)) {
    console.log(`not measured: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`);
    return;
  }
  let lighthouse: typeof import('lighthouse').default;
  let launcher: typeof import('chrome-launcher');
  try {
    lighthouse = (await import('lighthouse')).default;
    launcher = await import('chrome-launcher');
  } catch (error) {
    console.log(`not measured: the lighthouse package cannot be loaded (${errorText(error)})`);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'fake-bank-lighthouse-'));
  const bank = await spawnBank({ args: ['--fresh', '--state', join(dir, 'lh.sqlite')], staticDir: dist });
  const chrome = await launcher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      // The HTTP/2 front's certificate is self-signed for the run.
      '--ignore-certificate-errors',
    ],
    logLevel: 'silent',
  });
  const front = await startHttp2Front(bank.url);
  const transports: Array<{ name: string; base: string }> = [
    { name: 'HTTP/1.1 (the bank)', base: bank.url },
    ...('url' in front ? [{ name: 'HTTP/2 + TLS front', base: front.url }] : []),
  ];
  let sessions = 0;
  const runOnce = async (page: (typeof LIGHTHOUSE_PAGES)[number], base: string): Promise<LighthouseRun> => {
    const session = `lighthouse-${String(++sessions).padStart(4, '0')}`;
    const started = await bank.request('/__fake-bank/session', {
      method: 'POST',
      session,
      body: { scenario: page.scenario },
    });
    if (started.status !== 200) throw new Error(`scenario ${page.scenario} not started (${started.status})`);
    const result = await lighthouse(`${base}${page.path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: { 'x-fake-bank-session': session },
    });
    if (!result) throw new Error('no result');
    const reports = args['lighthouse-reports'];
    if (typeof reports === 'string') {
      mkdirSync(reports, { recursive: true });
      const name = `${page.scenario}-${String(sessions).padStart(2, '0')}.json`;
      writeFileSync(join(reports, name), String(result.report));
    }
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    const { audits, categories } = result.lhr;
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    const observed = (audits.metrics?.details as { items?: Array<Record<string, number>> } | undefined)
      ?.items?.[0]?.observedLargestContentfulPaint;
    const requests =
      (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    const files = requests.filter((r) => r.resourceType === 'Script' || r.resourceType === 'Stylesheet');
    const gzip = files.reduce((total, r) => total + (gzipOf(dist, new URL(r.url).pathname)?.gzip ?? 0), 0);
    return {
      score: (categories.performance?.score ?? NaN) * 100,
      fcp: value('first-contentful-paint'),
      lcp: value('largest-contentful-paint'),
      lcpObserved: observed ?? NaN,
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      files: files.length,
      gzip,
    };
  };
  try {
    const rows: string[][] = [];
    const notes: string[] = [];
    for (const page of LIGHTHOUSE_PAGES) {
      for (const transport of transports) {
        const runs: LighthouseRun[] = [];
        let failure: string | undefined;
        for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
          try {
            runs.push(await runOnce(page, transport.base));
          } catch (error) {
            failure ??= errorText(error).slice(0, 160);
          }
        }
        if (!runs.length) {
          rows.push([page.name, transport.name, 'not measured', failure ?? '']);
          continue;
        }
        const m = (key: keyof LighthouseRun) => median(runs.map((r) => r[key]));
        rows.push([
          page.name,
          transport.name,
          fixed(m('score'), 0),
          `${fixed(m('fcp') / 1000, 2)} s`,
          `${fixed(m('lcp') / 1000, 2)} s`,
          `${fixed(m('lcpObserved') / 1000, 2)} s`,
          `${fixed(m('tbt'), 0)} ms`,
          fixed(m('cls'), 3),
          `${fixed(m('files'), 0)} files, ${kib(m('gzip'))} KiB`,
        ]);
        if (runs.length < LIGHTHOUSE_RUNS)
          notes.push(
            `${page.name}, ${transport.name}: ${LIGHTHOUSE_RUNS - runs.length} run(s) failed (${failure})`,
          );
      }
    }
    if ('unavailable' in front) notes.push(`HTTP/2 front not measured: ${front.unavailable}`);
    console.log(
      table(
        [
          'page',
          'served over',
          'score',
          'FCP',
          'LCP',
          'LCP observed',
          'TBT',
          'CLS',
          'JS + CSS fetched (gzip)',
        ],
        rows,
        [false, false, true, true, true, true, true, true, false],
      ),
    );
    for (const note of notes) console.log(note);
    console.log(
      `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores at the end of the runs`,
    );
    console.log(
      'targets: performance >= 95, LCP <= 1.5 s on localhost, CLS 0. FCP, LCP and TBT are simulated on a slow\n' +
        "phone and network from this machine's timings: a busy machine makes them worse.",
    );
  } finally {
    chrome.kill();
    if ('url' in front) await front.close();
    await bank.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
