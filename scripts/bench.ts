/**
 * npm run bench: prints the product's speed and size figures (DESIGN.md section 7). It measures and prints;
 * it never fails on a threshold, and it exits 0 even when a measurement cannot be taken.
 *
 *   1. Gzipped size of every script and stylesheet Chromium loads for `/` until the network is idle, per file
 *      and in total (scripts/bench-first-load.ts), the bank serving the production build.
 *   2. Lighthouse's mobile run of the landing and the Pay Later home (Chromium, see CHROMIUM; the bank serving the
 *      build): performance score, FCP, LCP, TBT, CLS, and the gzipped JS and CSS each page loaded.
 *   3. Requests per second and p99 of the fake bank (the server bundle `npm start` runs, on its SQLite store, in
 *      its own process): personal_center (the home) and try/loan (an Instant Cash quote), fresh and with 1,000
 *      live sessions started over HTTP, beside a one-route Express app in its own process, with the same
 *      keep-alive client (this process) on loopback; the bank process's RSS, fresh and with the sessions.
 *   4. A QA floor: --sessions sessions each used, then served round robin (reads, then a write mix of clock
 *      moves and repayments), beside the Express app run before, between and after; p99 and RSS.
 *   5. Cold start of the server process, spawn to first answer (the bundle and the tsx loader), and the bundle
 *      on a database of 10,000 stored sessions.
 *   6. The in-browser demo on a plain static host with no fallback rule (scripts/bench-demo.ts): first paint,
 *      first content and first screen of `/`, a scenario link's screen, each in a new browser; its scripts.
 *
 * Options: --dist <dir> measures another build folder as it is (default: dist-bench/, built afresh with
 * `vite build` so the figures are those of the code in the tree, never of a stale build);
 * --requests <n>, --concurrency <n> and --sessions <n> change the load (defaults 100000 within 8 s, 50, 1000);
 * --lighthouse-runs <n> (default 3, the median printed); --lighthouse-reports <dir> keeps each run's JSON report
 * (open one in https://googlechrome.github.io/lighthouse/viewer/ to see the LCP element and the request chain);
 * --only size,lighthouse,throughput,sessions,start,demo runs some sections; --demo-dist <dir> measures a demo
 * build as it is (default: demo-dist/, built afresh with `npm run demo:build`'s `vite build --mode browser-demo`).
 */
import { args, errorText, LIVE_SESSIONS } from './bench/common';
import { floors } from './bench/floor';
import { distFolder, measureSize } from './bench/size';
import { measureLighthouse } from './bench/lighthouse';
import { measureThroughput } from './bench/throughput';
import { measureSessions } from './bench/sessions';
import { measureColdStart } from './bench/cold-start';
import { measureDemoSection } from './bench/demo-section';

/** --only size,lighthouse,throughput,sessions,start,demo picks sections (all by default). */
const SECTIONS = ['size', 'lighthouse', 'throughput', 'sessions', 'start', 'demo'] as const;
const only = typeof args.only === 'string' ? args.only.split(',').map((s) => s.trim()) : [...SECTIONS];

async function main() {
  console.log(`bench: node ${process.version}, ${process.platform}/${process.arch}`);
  const wants = (section: (typeof SECTIONS)[number]) => only.includes(section);
  let dist: string | null = null;
  if (wants('size') || wants('lighthouse')) {
    try {
      dist = distFolder();
    } catch (error) {
      console.log(`build not found: ${errorText(error)}`);
    }
  }
  if (wants('size') && dist) {
    try {
      await measureSize(dist);
    } catch (error) {
      console.log(`size not measured: ${errorText(error)}`);
    }
  }
  if (wants('lighthouse') && dist) {
    try {
      await measureLighthouse(dist);
    } catch (error) {
      console.log(`lighthouse not measured: ${errorText(error)}`);
    }
  }
  if (wants('throughput')) {
    try {
      await measureThroughput();
    } catch (error) {
      console.log(`throughput not measured: ${errorText(error)}`);
    }
  }
  if (wants('sessions')) {
    try {
      for (const floor of floors(typeof args.sessions === 'string' ? LIVE_SESSIONS : undefined)) {
        await measureSessions(floor);
      }
    } catch (error) {
      console.log(`sessions not measured: ${errorText(error)}`);
    }
  }
  if (wants('start')) {
    try {
      await measureColdStart();
    } catch (error) {
      console.log(`cold start not measured: ${errorText(error)}`);
    }
  }
  if (wants('demo')) {
    try {
      await measureDemoSection();
    } catch (error) {
      console.log(`demo not measured: ${errorText(error)}`);
    }
  }
}

await main();
process.exitCode = 0;
