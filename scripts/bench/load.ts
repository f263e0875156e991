import { catalogue } from '../../scenarios';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { setMaxListeners } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import http from 'node:http';
import { join } from 'node:path';
import { endpoints, urlPathOf } from '../../contracts';
import { freePort, spawnBank } from '../../fake-bank/testing/spawn-bank';
import { CONCURRENCY, errorText, root } from './common';

/** The load test of `npm run bench`: a keep-alive client, the bank and the one-route Express app in their own processes, /proc figures. */

export interface Target {
  name: string;
  port: number;
  path: string;
  headers: Record<string, string>;
  body: string;
}

export interface LoadResult {
  done: number;
  failed: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  timedOut: boolean;
  firstFailure?: string;
}

export function send(
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
export async function load(
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
export function codeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { ret_code?: string }).ret_code;
  } catch {
    return undefined;
  }
}

/** The server bundle `npm start` runs, built now (`npm run build:server`); undefined when it cannot be. */
export let bundlePath: string | undefined | null = null;
export function serverBundle(): string | undefined {
  if (bundlePath !== null) return bundlePath;
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { cwd: root, stdio: 'inherit' });
  const file = join(root, 'dist-server', 'server.mjs');
  bundlePath = build.status === 0 && existsSync(file) ? file : undefined;
  if (!bundlePath) console.log('server bundle not built: the tsx loader serves instead');
  return bundlePath;
}

/** The one-route Express 5 app, in its own process like the bank. */
export async function spawnBaseline(): Promise<{ port: number; child: ChildProcess }> {
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
export function cpuMsOf(pid: number | undefined): number {
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
export function rssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return NaN;
  }
}

/** A live session as the bench drives it: its id and CSRF token. */
export interface LiveSession {
  id: string;
  token: string;
}

/**
 * Puts `count` live sessions into the bank the way testers do, over HTTP: each starts a scenario of the
 * catalogue, fetches a CSRF token and opens the home (20 testers at a time). Answers the sessions.
 */
export async function seedSessions(agent: http.Agent, port: number, count: number): Promise<LiveSession[]> {
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
export async function startBankAndBaseline(name: string) {
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

/** The peak resident memory of another process so far (Linux /proc VmHWM), in MiB; NaN elsewhere. */
export function peakRssOf(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return NaN;
  }
}
