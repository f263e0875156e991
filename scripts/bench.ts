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
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import http from 'node:http';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { endpoints, urlPathOf } from '../contracts';
import { freePort, spawnBank } from '../fake-bank/testing/spawn-bank';
import { FIRST_LOAD_TARGET_KB, firstLoadFiles, type LoadedFile } from './bench-first-load';
import { DEMO_LINK, DEMO_TARGETS, measureDemo } from './bench-demo';
import { CHROMIUM as WHOLE_CHROMIUM, browserPath } from './find-browser.mjs';
import { startHttp2Front } from './h2-front';
import { catalogue, scenarioCatalogue } from '../scenarios';
import { floorVerdict, floors, loadText, runLimits, type Floor } from './bench/floor';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { values: args } = parseArgs({
  options: {
    dist: { type: 'string' },
    requests: { type: 'string' },
    concurrency: { type: 'string' },
    sessions: { type: 'string' },
    only: { type: 'string' },
    'demo-dist': { type: 'string' },
    'lighthouse-runs': { type: 'string' },
    'lighthouse-reports': { type: 'string' },
  },
  strict: false,
});

const positiveInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};

const limits = runLimits(positiveInt(args.requests, 100_000), 8);
const MEASURED_REQUESTS = limits.requests;
const WARMUP_REQUESTS = Math.min(2000, Math.max(1, Math.round(MEASURED_REQUESTS / 10)));
const CONCURRENCY = positiveInt(args.concurrency, 50);
const LIVE_SESSIONS = positiveInt(args.sessions, 1000);
/** The measured run of one target stops after this, whatever was reached (the warm-up after 2 s). */
const TIME_LIMIT_MS = limits.seconds * 1000;
const WARMUP_LIMIT_MS = Math.min(2_000, TIME_LIMIT_MS / 3);
const SESSION_ID = 'bench-session-0001';

// ---------------------------------------------------------------------------------------------- output

function table(headers: string[], rows: string[][], alignRight: boolean[] = []): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (alignRight[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const fixed = (n: number, digits: number) => (Number.isFinite(n) ? n.toFixed(digits) : '-');
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

// ------------------------------------------------------------------------------------------- bundle size

interface Asset {
  file: string;
  kind: string;
  raw: number;
  gzip: number;
}

const relativeToRoot = (path: string) => path.slice(root.length + 1) || path;

function ensureBuild(dist: string, explicit: boolean): string | null {
  if (explicit) return existsSync(join(dist, 'index.html')) ? null : `${join(dist, 'index.html')} not found`;
  console.log(
    `building ${relativeToRoot(dist)}/ from the tree: \`npx vite build\` (what a customer loads) ...`,
  );
  const result = spawnSync('npx', ['vite', 'build'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, DIST_DIR: dist },
  });
  if (result.status === 0 && existsSync(join(dist, 'index.html'))) return null;
  const output = `${result.stderr ?? ''}\n${result.stdout ?? ''}`
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('npm warn'));
  const reason =
    output.find((l) => /error/i.test(l)) ?? output[0] ?? result.error?.message ?? 'unknown reason';
  return `vite build failed (${reason.slice(0, 200)})`;
}

/** Gzipped sizes of the build's files, by URL path (/assets/...), for the Lighthouse section too. */
function gzipOf(dist: string, url: string): Asset | undefined {
  const relative = posix.normalize(decodeURIComponent(url.split(/[?#]/)[0]!)).replace(/^(\.\/|\/)+/, '');
  const file = join(dist, relative);
  if (!file.startsWith(dist) || !existsSync(file)) return undefined;
  const content = readFileSync(file);
  return { file: relative, kind: '', raw: content.length, gzip: gzipSync(content).length };
}

/** The build folder measured, once it exists; null when it cannot be had. */
function distFolder(): string | null {
  const explicit = typeof args.dist === 'string';
  // Its own folder: dist/ stays the build `npm start` and `npm run serve` serve (with the scenario picker).
  const dist = resolve(root, typeof args.dist === 'string' ? args.dist : 'dist-bench');
  const problem = ensureBuild(dist, explicit);
  if (problem) {
    console.log(`not measured: ${problem}`);
    return null;
  }
  return dist;
}

async function measureSize(dist: string): Promise<void> {
  console.log(
    '\n== First load of /: every script and stylesheet Chromium loads until the network is idle, gzipped\n' +
      '   (node:zlib gzipSync, default level), the bank serving the production build\n',
  );
  const files = await firstLoadFiles(dist, CHROMIUM);
  if (typeof files === 'string') {
    console.log(`not measured: ${files}`);
    return;
  }
  const sum = (list: LoadedFile[], key: 'raw' | 'gzip') => list.reduce((total, f) => total + f[key], 0);
  const rows = files.map((f) => [f.path, f.kind, kib(f.raw), kib(f.gzip)]);
  for (const kind of ['js', 'css'] as const) {
    const list = files.filter((f) => f.kind === kind);
    rows.push([
      `total ${kind.toUpperCase()}`,
      `${list.length} files`,
      kib(sum(list, 'raw')),
      kib(sum(list, 'gzip')),
    ]);
  }
  rows.push(['total JS + CSS', `${files.length} files`, kib(sum(files, 'raw')), kib(sum(files, 'gzip'))]);
  console.log(table(['file', 'kind', 'raw KiB', 'gzip KiB'], rows, [false, false, true, true]));
  console.log(`target: <= ${FIRST_LOAD_TARGET_KB} KB gzipped JS + CSS until idle, on React 19 (issue 22)`);
}

// --------------------------------------------------------------------------------------------- load test

interface Target {
  name: string;
  port: number;
  path: string;
  headers: Record<string, string>;
  body: string;
}

interface LoadResult {
  done: number;
  failed: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  timedOut: boolean;
  firstFailure?: string;
}

function send(
  agent: http.Agent,
  target: Target,
  signal: AbortSignal,
  method = 'POST',
  path = target.path,
): Promise<{ status: number; body: string }> {
  return new Promise((resolvePromise, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: target.port,
        path,
        method,
        agent,
        signal,
        headers:
          method === 'POST'
            ? {
                ...target.headers,
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(target.body),
              }
            : target.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (method === 'POST') req.end(target.body);
    else req.end();
  });
}

/**
 * Sends `total` requests with `CONCURRENCY` in flight, stopping at the deadline. `target` may be a function of
 * the request's number (round robin over sessions, a mix of calls).
 */
async function load(
  agent: http.Agent,
  target: Target | ((n: number) => Target),
  total: number,
  deadline: number,
): Promise<LoadResult> {
  const targetOf = typeof target === 'function' ? target : () => target;
  const controller = new AbortController();
  // Every in-flight request listens for the abort.
  setMaxListeners(CONCURRENCY * 2 + 10, controller.signal);
  const timer = setTimeout(() => controller.abort(), Math.max(0, deadline - Date.now()));
  const latencies: number[] = [];
  let started = 0;
  let failed = 0;
  let firstFailure: string | undefined;
  const begin = performance.now();
  const worker = async () => {
    while (started < total && !controller.signal.aborted) {
      const next = targetOf(started++);
      const t0 = performance.now();
      try {
        const { status, body } = await send(agent, next, controller.signal);
        if (status === 200) latencies.push(performance.now() - t0);
        else {
          failed++;
          firstFailure ??= `HTTP ${status}: ${body.slice(0, 160)}`;
        }
      } catch (error) {
        if (controller.signal.aborted) break;
        failed++;
        firstFailure ??= errorText(error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearTimeout(timer);
  const seconds = (performance.now() - begin) / 1000;
  latencies.sort((a, b) => a - b);
  const pick = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    done: latencies.length,
    failed,
    seconds,
    rps: seconds > 0 ? latencies.length / seconds : NaN,
    p50: pick(0.5),
    p99: pick(0.99),
    timedOut: controller.signal.aborted,
    firstFailure,
  };
}

/** A bank answer's JSON, or why it is not one. */
function codeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { ret_code?: string }).ret_code;
  } catch {
    return undefined;
  }
}

/** The server bundle `npm start` runs, built now (`npm run build:server`); undefined when it cannot be. */
let bundlePath: string | undefined | null = null;
function serverBundle(): string | undefined {
  if (bundlePath !== null) return bundlePath;
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  const file = join(root, 'dist-server', 'server.mjs');
  bundlePath = build.status === 0 && existsSync(file) ? file : undefined;
  if (!bundlePath) console.log('server bundle not built: the tsx loader serves instead');
  return bundlePath;
}

/** The one-route Express 5 app, in its own process like the bank. */
async function spawnBaseline(): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const code = `const express = require('express'); const app = express();
app.post('/x', (req, res) => res.json({ ok: true }));
app.listen(${port}, '127.0.0.1', () => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ready, fail) => {
    child.stdout?.once('data', () => ready());
    child.once('exit', (status) => fail(new Error(`the Express app exited (${status})`)));
  });
  return { port, child };
}

/** User + system CPU time of another process so far (Linux /proc, 100 ticks a second), in ms; NaN elsewhere. */
function cpuMsOf(pid: number | undefined): number {
  try {
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** Resident memory of another process (Linux /proc), in MiB; NaN elsewhere. */
function rssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** A live session as the bench drives it: its id and CSRF token. */
interface LiveSession {
  id: string;
  token: string;
}

/**
 * Puts `count` live sessions into the bank the way testers do, over HTTP: each starts a scenario of the
 * catalogue, fetches a CSRF token and opens the home (20 testers at a time). Answers the sessions.
 */
async function seedSessions(agent: http.Agent, port: number, count: number): Promise<LiveSession[]> {
  const ids = [...catalogue.keys()];
  const sessions: LiveSession[] = [];
  let next = 0;
  const tester = async () => {
    while (next < count) {
      const i = next++;
      const id = `bench-live-${String(i).padStart(5, '0')}`;
      const headers = { 'x-fake-bank-session': id };
      const signal = AbortSignal.timeout(30_000);
      const target: Target = { name: 'seed', port, path: '/__fake-bank/session', headers, body: '' };
      await send(agent, { ...target, body: JSON.stringify({ scenario: ids[i % ids.length] }) }, signal);
      const csrf = await send(agent, { ...target, path: urlPathOf(endpoints.csrfToken) }, signal, 'GET');
      const token =
        (JSON.parse(csrf.body) as { ret_data?: { csrf_token?: string } }).ret_data?.csrf_token ?? '';
      const home = { ...target, path: urlPathOf(endpoints.creditPersonalCenter), body: '{}' };
      await send(agent, { ...home, headers: { ...headers, csrf_token: token } }, signal);
      sessions[i] = { id, token };
    }
  };
  await Promise.all(Array.from({ length: 20 }, tester));
  return sessions;
}

/** The bank's bundle on a fresh SQLite file beside the one-route Express app, and one keep-alive client. */
async function startBankAndBaseline(name: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const dir = mkdtempSync(join(tmpdir(), `fake-bank-${name}-`));
  const bankProcess = await spawnBank({
    args: ['--fresh', '--state', join(dir, `${name}.sqlite`)],
    bundle: serverBundle(),
  });
  const baseline = await spawnBaseline();
  const stop = async () => {
    baseline.child.kill();
    await bankProcess.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  return { agent, bankProcess, baseline, stop };
}

async function measureThroughput(): Promise<void> {
  console.log(
    `\n== Requests per second on loopback: the bank (the bundle \`npm start\` runs) and a one-route Express app each in ` +
      `its own process, this process the keep-alive client, ${CONCURRENCY} in flight, ` +
      `${WARMUP_REQUESTS} warm-up + up to ${MEASURED_REQUESTS} measured per target, ${TIME_LIMIT_MS / 1000} s per target\n`,
  );
  const { agent, bankProcess, baseline, stop } = await startBankAndBaseline('bench');
  try {
    const bankPort = Number(new URL(bankProcess.url).port);

    // The tester's session: a line with a bill (the home and an Instant Cash quote answer).
    const headers = { 'x-fake-bank-session': SESSION_ID, 'content-type': 'application/json' };
    const control: Target = {
      name: 'control',
      port: bankPort,
      path: '/__fake-bank/session',
      headers,
      body: '{"scenario":"home.bill-ready"}',
    };
    await send(agent, control, AbortSignal.timeout(10_000));
    const csrf = await send(
      agent,
      { ...control, path: urlPathOf(endpoints.csrfToken), body: '' },
      AbortSignal.timeout(10_000),
      'GET',
    );
    const token = (JSON.parse(csrf.body) as { ret_data?: { csrf_token?: string } }).ret_data?.csrf_token;
    if (csrf.status !== 200 || !token)
      throw new Error(`no csrf token from the bank: HTTP ${csrf.status} ${csrf.body}`);
    const bankHeaders = { 'x-fake-bank-session': SESSION_ID, csrf_token: token };
    const express1: Target = {
      name: 'express one route (POST /x)',
      port: baseline.port,
      path: '/x',
      headers: {},
      body: '{}',
    };
    const home: Target = {
      name: 'personal_center',
      port: bankPort,
      path: urlPathOf(endpoints.creditPersonalCenter),
      headers: bankHeaders,
      body: '{}',
    };
    const quote: Target = {
      name: 'try/loan (Instant Cash quote)',
      port: bankPort,
      path: urlPathOf(endpoints.creditTryLoan),
      headers: bankHeaders,
      body: '{"LOAN_INIT_PRIN":"1000000"}',
    };
    for (const target of [home, quote]) {
      const probe = await send(agent, target, AbortSignal.timeout(10_000));
      if (probe.status !== 200 || codeOf(probe.body) !== '0000') {
        throw new Error(`the bank refused ${target.name}: HTTP ${probe.status} ${probe.body.slice(0, 200)}`);
      }
    }

    const rows: string[][] = [];
    const cpuPerRequest = new Map<LoadResult, number>();
    const run = async (label: string, target: Target) => {
      await load(agent, target, WARMUP_REQUESTS, Date.now() + WARMUP_LIMIT_MS);
      const pid = target.port === baseline.port ? baseline.child.pid : bankProcess.process.pid;
      const cpuBefore = cpuMsOf(pid);
      const r = await load(agent, target, MEASURED_REQUESTS, Date.now() + TIME_LIMIT_MS);
      const cpu = ((cpuMsOf(pid) - cpuBefore) * 1000) / Math.max(1, r.done);
      cpuPerRequest.set(r, cpu);
      rows.push([
        label,
        target.name,
        String(r.done),
        String(r.failed),
        fixed(r.rps, 0),
        fixed(r.p50, 2),
        fixed(r.p99, 2),
        fixed(cpu, 0),
      ]);
      if (r.firstFailure) console.log(`first failure on ${label} ${target.name}: ${r.firstFailure}`);
      return r;
    };
    const base = await run('-', express1);
    const fresh = [await run('fresh bank', home), await run('fresh bank', quote)];
    const freshRss = rssOf(bankProcess.process.pid);
    const seeding = performance.now();
    await seedSessions(agent, bankPort, LIVE_SESSIONS);
    const seededMs = performance.now() - seeding;
    const live = [
      await run(`${LIVE_SESSIONS} live sessions`, home),
      await run(`${LIVE_SESSIONS} live sessions`, quote),
    ];
    const rss = rssOf(bankProcess.process.pid);

    console.log(
      table(['bank', 'target', 'ok', 'failed', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req'], rows, [
        false,
        false,
        true,
        true,
        true,
        true,
        true,
        true,
      ]),
    );
    const ratio = (r: LoadResult) => (base.rps > 0 ? fixed(r.rps / base.rps, 2) : 'n/a');
    console.log(
      `\nratio to the one-route Express app: personal_center ${ratio(fresh[0]!)} fresh, ${ratio(live[0]!)} with ${LIVE_SESSIONS} live sessions; ` +
        `try/loan ${ratio(fresh[1]!)} fresh, ${ratio(live[1]!)} with ${LIVE_SESSIONS} live sessions` +
        ' (targets: >= 0.5 and p99 <= 50 ms on personal_center with 1,000 live sessions)',
    );
    // CPU time per request of each server process: what the throughput would be on an otherwise idle core.
    const cpuRatio = (r: LoadResult) => {
      const mine = cpuPerRequest.get(r) ?? NaN;
      const theirs = cpuPerRequest.get(base) ?? NaN;
      return mine > 0 ? fixed(theirs / mine, 2) : 'n/a';
    };
    console.log(
      `the same by server CPU time per request (less sensitive to other load on the machine): personal_center ` +
        `${cpuRatio(fresh[0]!)} fresh, ${cpuRatio(live[0]!)} with ${LIVE_SESSIONS} live sessions; try/loan ` +
        `${cpuRatio(fresh[1]!)} fresh, ${cpuRatio(live[1]!)} with ${LIVE_SESSIONS} live sessions`,
    );
    console.log(
      `${LIVE_SESSIONS} live sessions started over HTTP in ${(seededMs / 1000).toFixed(1)} s; RSS of the bank process ` +
        `${freshRss.toFixed(0)} MiB fresh, ${rss.toFixed(0)} MiB with ${LIVE_SESSIONS} live sessions (target <= 300 MiB)`,
    );
  } finally {
    agent.destroy();
    await stop();
  }
}

/** The peak resident memory of another process so far (Linux /proc VmHWM), in MiB; NaN elsewhere. */
function peakRssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

/**
 * A QA floor: LIVE_SESSIONS sessions (every scenario of the catalogue in turn), each used, then served round
 * robin, so each call names another session than the last: reads (personal_center), then a write mix (clock
 * moves and virtual-account bill repayments, alternately). The one-route Express app runs before, between and
 * after, and each bank figure is a ratio to the mean of the Express runs beside it.
 */
async function measureSessions(floor: Floor): Promise<void> {
  console.log(
    `\n== ${floor.sessions} sessions round robin: the bank (the bundle \`npm start\` runs, SQLite) and a one-route ` +
      `Express app run alternately, ${CONCURRENCY} in flight, ${WARMUP_REQUESTS} warm-up + up to ${MEASURED_REQUESTS} ` +
      `measured per run, ${TIME_LIMIT_MS / 1000} s per run\n`,
  );
  const { agent, bankProcess, baseline, stop } = await startBankAndBaseline('sessions');
  try {
    const port = Number(new URL(bankProcess.url).port);
    const seeding = performance.now();
    const sessions = await seedSessions(agent, port, floor.sessions);
    const seededMs = performance.now() - seeding;
    const express1: Target = {
      name: 'express one route',
      port: baseline.port,
      path: '/x',
      headers: {},
      body: '{}',
    };
    const home = urlPathOf(endpoints.creditPersonalCenter);
    const repay = urlPathOf(endpoints.creditApplyRepay);
    const reads = sessions.map((s): Target => ({
      name: 'personal_center',
      port,
      path: home,
      headers: { 'x-fake-bank-session': s.id, csrf_token: s.token },
      body: '{}',
    }));
    const clocks = sessions.map((s): Target => ({
      name: 'clock',
      port,
      path: '/__fake-bank/clock',
      headers: { 'x-fake-bank-session': s.id },
      body: '{"advanceMinutes":1}',
    }));
    // A new request id each time: a new repayment (one already waiting for its transfer is replaced).
    const repayment = (s: LiveSession, n: number): Target => ({
      name: 'repay',
      port,
      path: repay,
      headers: { 'x-fake-bank-session': s.id, csrf_token: s.token },
      body: JSON.stringify({
        TXN_CODE: 'BillRepay',
        session: `bench-repay-${n}`,
        REPAY_TYPE: 'VA',
        TOT_AMOUNT: '10000',
        LOAN_LIST: [],
      }),
    });
    const readRoundRobin = (n: number) => reads[n % reads.length]!;
    const writeMix = (n: number) => {
      const i = Math.floor(n / 2) % sessions.length;
      return n % 2 ? repayment(sessions[i]!, n) : clocks[i]!;
    };

    const rows: string[][] = [];
    const run = async (label: string, target: Target | ((n: number) => Target), pid: number | undefined) => {
      await load(agent, target, WARMUP_REQUESTS, Date.now() + WARMUP_LIMIT_MS);
      const cpuBefore = cpuMsOf(pid);
      const r = await load(agent, target, MEASURED_REQUESTS, Date.now() + TIME_LIMIT_MS);
      const cpu = ((cpuMsOf(pid) - cpuBefore) * 1000) / Math.max(1, r.done);
      rows.push([
        label,
        String(r.done),
        String(r.failed),
        fixed(r.rps, 0),
        fixed(r.p50, 2),
        fixed(r.p99, 2),
        fixed(cpu, 0),
      ]);
      if (r.firstFailure) console.log(`first failure on ${label}: ${r.firstFailure}`);
      return { ...r, cpu };
    };
    const bankPid = bankProcess.process.pid;
    const e1 = await run('express one route', express1, baseline.child.pid);
    const read = await run(
      `personal_center, ${floor.sessions} sessions round robin`,
      readRoundRobin,
      bankPid,
    );
    const readRss = rssOf(bankPid);
    const e2 = await run('express one route', express1, baseline.child.pid);
    const write = floor.writes
      ? await run(`clock move / VA repayment, ${floor.sessions} sessions round robin`, writeMix, bankPid)
      : undefined;
    const writeRss = rssOf(bankPid);
    const e3 = write ? await run('express one route', express1, baseline.child.pid) : e2;
    console.log(
      table(['run', 'ok', 'failed', 'req/s', 'p50 ms', 'p99 ms', 'server CPU µs/req'], rows, [
        false,
        true,
        true,
        true,
        true,
        true,
        true,
      ]),
    );
    const ratioOf = (r: { rps: number }, a: { rps: number }, b: { rps: number }) =>
      r.rps / ((a.rps + b.rps) / 2);
    const cpuRatio = (r: { cpu: number }, a: { cpu: number }, b: { cpu: number }) =>
      fixed((a.cpu + b.cpu) / 2 / r.cpu, 2);
    console.log(
      `\nby server CPU per request, Express's over the bank's: reads ${cpuRatio(read, e1, e2)}x` +
        (write ? `, write mix ${cpuRatio(write, e2, e3)}x` : ''),
    );
    console.log(
      floorVerdict(
        floor,
        { ratio: ratioOf(read, e1, e2), p99: read.p99 },
        write && { ratio: ratioOf(write, e2, e3), p99: write.p99 },
        peakRssOf(bankPid),
      ),
    );
    console.log(
      `${floor.sessions} sessions started over HTTP in ${(seededMs / 1000).toFixed(1)} s; RSS of the bank ` +
        `${readRss.toFixed(0)} MiB after the reads, ${writeRss.toFixed(0)} MiB after the writes, peak ` +
        `${peakRssOf(bankPid).toFixed(0)} MiB (target <= 300 MiB)`,
    );
  } finally {
    agent.destroy();
    await stop();
  }
}

/** Number of stored sessions the cold start is measured with. */
const STORED_SESSIONS = 10_000;

/**
 * A SQLite file holding STORED_SESSIONS sessions as the server writes them: one per scenario made with the
 * bank's own store (each given a CSRF token), the rest copies of those rows under other ids.
 */
async function storedSessionsFile(file: string): Promise<void> {
  const { SqliteSessionStore } = await import('../fake-bank/store/sqlite-store');
  const { createBank } = await import('../fake-bank/core/bank');
  const store = new SqliteSessionStore(file);
  const bank = createBank({ scenarios: scenarioCatalogue, store });
  const ids = [...catalogue.keys()];
  const csrf = urlPathOf(endpoints.csrfToken);
  const idOf = (i: number) => `bench-stored-${String(i).padStart(5, '0')}`;
  for (let i = 0; i < ids.length; i++) {
    const id = idOf(i);
    store.unitSync(id, () => {
      bank.resetSession(id, ids[i]!);
      bank.handle({
        sessionId: id,
        method: 'GET',
        path: csrf,
        query: {},
        body: {},
        csrfToken: undefined,
        lang: 'id',
      });
    });
  }
  await store.close();
  const { openDatabase } = await import('../fake-bank/store/sqlite-driver');
  const db = openDatabase(file);
  const copy = db.prepare(
    `INSERT INTO fb_sessions (id, scenario_id, version, expired, meta, state, created_at, last_used_at)
     SELECT ?, scenario_id, version, expired, meta, state, created_at, last_used_at FROM fb_sessions WHERE id = ?`,
  );
  db.transaction(() => {
    for (let i = ids.length; i < STORED_SESSIONS; i++) copy.run(idOf(i), idOf(i % ids.length));
  })();
  db.close();
}

/**
 * Cold start: a server process from spawn to its first answer; the bundle `npm start` runs (built here with
 * `npm run build:server`) on a new database and on one holding STORED_SESSIONS sessions (then also to the
 * first bank answer of a stored session, read from the database), and the tsx loader `npm run dev` and the
 * tests use.
 */
async function measureColdStart(): Promise<void> {
  console.log(
    `\n== Cold start of the server (spawn until it answers), new SQLite file or ${STORED_SESSIONS} stored sessions\n`,
  );
  const bundle = serverBundle();
  const dir = mkdtempSync(join(tmpdir(), 'fake-bank-cold-'));
  try {
    const stored = join(dir, 'stored.sqlite');
    const making = performance.now();
    await storedSessionsFile(stored);
    console.log(
      `${STORED_SESSIONS} stored sessions written in ${((performance.now() - making) / 1000).toFixed(1)} s`,
    );
    const runs: Array<{ label: string; entry?: string; storedFile?: string }> = [
      { label: 'tsx loader (npm run dev, tests), new file' },
    ];
    if (bundle) {
      runs.unshift(
        { label: 'bundle (npm start), new file', entry: bundle },
        { label: `bundle, ${STORED_SESSIONS} stored sessions`, entry: bundle, storedFile: stored },
      );
    }
    const rows: string[][] = [];
    const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    for (const { label, entry, storedFile } of runs) {
      const times: string[] = [];
      for (let i = 0; i < 3; i++) {
        const t0 = performance.now();
        const bank = await spawnBank({
          args: storedFile
            ? ['--state', storedFile]
            : ['--fresh', '--state', join(dir, `cold-${rows.length}-${i}.sqlite`)],
          bundle: entry,
        });
        // The server's own CPU time to that answer: what the start costs on an otherwise idle core.
        let time = `${seconds(performance.now() - t0)} (CPU ${seconds(cpuMsOf(bank.process.pid))})`;
        if (storedFile) {
          // A stored session's first call: read from the database, its scenario's seed built on demand.
          const session = `bench-stored-${String(i * 7919).padStart(5, '0')}`;
          const answer = await bank.request(urlPathOf(endpoints.csrfToken), { session });
          time += ` (stored session answered at ${seconds(performance.now() - t0)}, HTTP ${answer.status})`;
        }
        times.push(time);
        await bank.stop();
      }
      rows.push([label, ...times]);
    }
    console.log(table(['server', 'run 1', 'run 2', 'run 3'], rows, [false, true, true, true]));
    console.log(`target: <= 1 s to the first answer with the stored sessions; ${loadText()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// -------------------------------------------------------------------------------------------- lighthouse

/**
 * The pages Lighthouse loads, each run in a session of its own started in a known scenario (the session
 * header rather than a scenario link, so the page loads without the link's redirect).
 */
const LIGHTHOUSE_PAGES = [
  { name: 'landing (/)', scenario: 'apply.can-apply', path: '/' },
  { name: 'Pay Later home', scenario: 'home.bill-ready', path: '/paylater/home' },
];

/**
 * The browser measured: CHROMIUM_PATH, else Debian's whole Chromium (the figures README gives), else the
 * headless shell `npm test` installs (scripts/find-browser.mjs), so a machine that ran the tests can bench.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(WHOLE_CHROMIUM) ? WHOLE_CHROMIUM : browserPath());

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
}

/** One Lighthouse run of one page: the figures printed. */
interface LighthouseRun {
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

const LIGHTHOUSE_RUNS = positiveInt(args['lighthouse-runs'], 3);

const median = (values: number[]) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : NaN;
};

/**
 * Lighthouse's mobile run (its default config: a Moto G Power screen, simulated slow 4G and 4x CPU slowdown)
 * of the landing and the Pay Later home, with the browser CHROMIUM names, against the bank serving the build (its
 * scripts and stylesheets gzipped, as a web host sends them). Prints the medians of some runs: performance
 * score, FCP, LCP, TBT and CLS (the simulated figures the score is made of), the LCP observed on loopback, and
 * the JS and CSS each page fetched (files, gzipped size).
 */
async function measureLighthouse(dist: string): Promise<void> {
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

// ------------------------------------------------------------------------------------------------- main

// ------------------------------------------------------------------------------------------------- demo

/** The demo build measured: --demo-dist as it is, or demo-dist/ built now from the tree. */
function demoFolder(): string | null {
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

async function measureDemoSection(): Promise<void> {
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
