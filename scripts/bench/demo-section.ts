import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { DEMO_LINK, DEMO_TARGETS, measureDemo } from '../bench-demo';
import { CHROMIUM, LIGHTHOUSE_RUNS, args, fixed, kib, median, root, table } from './common';

/** Section 6 of `npm run bench`: the in-browser demo on a plain static host. */

/** The demo build measured: --demo-dist as it is, or demo-dist/ built now from the tree. */
export function demoFolder(): string | null {
  if (typeof args['demo-dist'] === 'string') return resolve(root, args['demo-dist']);
  console.log('building demo-dist/ from the tree: `npx vite build --mode browser-demo` ...');
  const result = spawnSync('npx', ['vite', 'build', '--mode', 'browser-demo'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
  });
  if (result.status === 0) return join(root, 'demo-dist');
  console.log(`not measured: the demo build failed (${(result.stderr ?? '').trim().slice(0, 200)})`);
  return null;
}

export async function measureDemoSection(): Promise<void> {
  console.log(
    '\n== The in-browser demo on a plain static host with no fallback rule (serve-static --no-fallback, as\n' +
      `   python3 -m http.server), each load in a new browser (no worker, no session): / and ${DEMO_LINK}\n`,
  );
  const dist = demoFolder();
  if (!dist) return;
  const figures = await measureDemo(dist, CHROMIUM, LIGHTHOUSE_RUNS);
  if (typeof figures === 'string') {
    console.log(`not measured: ${figures}`);
    return;
  }
  const ms = (values: number[]) =>
    `${fixed(median(values), 0)} (${values.map((v) => fixed(v, 0)).join(', ')})`;
  const rows = [
    ['/ first paint (the shell)', ms(figures.root.map((r) => r.firstPaint))],
    ['/ first content (FCP)', ms(figures.root.map((r) => r.firstContent))],
    ['/ first screen drawn', ms(figures.root.map((r) => r.screen))],
    ['bill.ready link: the bill drawn', ms(figures.link)],
  ];
  console.log(table(['from navigation start', `ms, median (${figures.link.length} runs)`], rows));
  console.log(
    `targets (issue 25): first content <= ${DEMO_TARGETS.firstContentMs} ms, a scenario link <= ${DEMO_TARGETS.linkMs} ms`,
  );
  const scripts = figures.scripts.slice(0, 4).map((s) => [s.path, kib(s.raw), kib(s.gzip)]);
  console.log(
    `\nlargest scripts of /:\n${table(['file', 'raw KiB', 'gzip KiB'], scripts, [false, true, true])}`,
  );
}
