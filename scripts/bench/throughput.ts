import { endpoints, urlPathOf } from '../../contracts';
import {
  CONCURRENCY,
  LIVE_SESSIONS,
  MEASURED_REQUESTS,
  SESSION_ID,
  TIME_LIMIT_MS,
  WARMUP_LIMIT_MS,
  WARMUP_REQUESTS,
  fixed,
  table,
} from './common';
import {
  LoadResult,
  Target,
  codeOf,
  cpuMsOf,
  load,
  rssOf,
  seedSessions,
  send,
  startBankAndBaseline,
} from './load';

/** Section 3 of `npm run bench`: requests per second of the bank beside the one-route Express app. */

export async function measureThroughput(): Promise<void> {
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
