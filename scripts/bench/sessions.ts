import { endpoints, urlPathOf } from '../../contracts';
import { floorVerdict, type Floor } from './floor';
import {
  CONCURRENCY,
  MEASURED_REQUESTS,
  TIME_LIMIT_MS,
  WARMUP_LIMIT_MS,
  WARMUP_REQUESTS,
  fixed,
  table,
} from './common';
import {
  LiveSession,
  Target,
  cpuMsOf,
  load,
  peakRssOf,
  rssOf,
  seedSessions,
  startBankAndBaseline,
} from './load';

/** Section 4 of `npm run bench`: the QA floors of issue 39, sessions served round robin. */

/**
 * A QA floor: LIVE_SESSIONS sessions (every scenario of the catalogue in turn), each used, then served round
 * robin, so each call names another session than the last: reads (personal_center), then a write mix (clock
 * moves and virtual-account bill repayments, alternately). The one-route Express app runs before, between and
 * after, and each bank figure is a ratio to the mean of the Express runs beside it.
 */
export async function measureSessions(floor: Floor): Promise<void> {
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
