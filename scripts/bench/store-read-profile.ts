import { createBank } from '../../fake-bank/core/bank';
import { SqliteSessionStore } from '../../fake-bank/store/sqlite-store';
import { cacheBudgetOf } from '../../fake-bank/store/store-limits';
import { catalogue, scenarioCatalogue } from '../../scenarios';
import { endpoints, urlPathOf } from '../../contracts';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The store's read path in process, without HTTP: N sessions (every scenario in turn) each used, then read
 * round robin ROUNDS times with a cache of CACHE MiB (1: almost every read comes from the database).
 * PROF=<file> writes a CPU profile of the reads alone (open it in Chrome's DevTools). Issue 39, decision 0082.
 * MIX=write: the bench's write mix instead of reads (a one-minute clock move, then a VA repayment, each session
 * in turn); SHARE=0: sessions hold own copies of their seed's pieces (decision 0098 off).
 *
 *   N=300 CACHE=1 npx tsx scripts/bench/store-read-profile.ts
 */
const N = Number(process.env.N ?? 300);
// CACHE=auto: the budget `npm start` gives (store-limits.ts), from this process's heap.
const cache =
  process.env.CACHE === 'auto' ? cacheBudgetOf(undefined).bytes : Number(process.env.CACHE ?? 1) * 2 ** 20;
const file = join(tmpdir(), `fake-bank-read-profile-${process.pid}.sqlite`);
const store = new SqliteSessionStore(file, { cacheBytes: cache });
const bank = createBank({ scenarios: scenarioCatalogue, store });
const ids = [...catalogue.keys()];
const pc = urlPathOf(endpoints.creditPersonalCenter);
const csrf = urlPathOf(endpoints.csrfToken);
const tokens: string[] = [];
const repay = urlPathOf(endpoints.creditApplyRepay);
const writes = process.env.MIX === 'write';
// Protected: switched off for this measurement only.
if (process.env.SHARE === '0') (store as unknown as { shareSeeds: boolean }).shareSeeds = false;
const call = (id: string, method: string, path: string, token?: string, body: object = {}) =>
  bank.serve({ sessionId: id, method, path, query: {}, body, csrfToken: token, lang: 'en' });
const repayment = (n: number) => ({
  TXN_CODE: 'BillRepay',
  session: `profile-repay-${n}`,
  REPAY_TYPE: 'VA',
  TOT_AMOUNT: '10000',
  LOAN_LIST: [],
});
for (let i = 0; i < N; i++) {
  const id = `prof-${i}`;
  await store.unit(id, () => bank.resetSession(id, ids[i % ids.length]!));
  const a = (await call(id, 'GET', csrf)).answer;
  tokens[i] = a.kind === 'envelope' ? (a.envelope.ret_data as { csrf_token: string }).csrf_token : '';
  await call(id, 'POST', pc, tokens[i]);
}
const rounds = Number(process.env.ROUNDS ?? 3);
const inspector = process.env.PROF ? new (await import('node:inspector/promises')).Session() : undefined;
if (inspector) {
  inspector.connect();
  await inspector.post('Profiler.enable');
  await inspector.post('Profiler.start');
}
const t0 = performance.now();
const cpu0 = process.cpuUsage();
let n = 0;
const codes = new Map<string, number>();
for (let r = 0; r < rounds; r++)
  for (let i = 0; i < N; i++) {
    const id = `prof-${i}`;
    if (writes) {
      await store.unit(id, () => bank.setClock(id, { advanceMinutes: 1 }));
      n++;
    }
    const a = writes
      ? (await call(id, 'POST', repay, tokens[i], repayment(n))).answer
      : (await call(id, 'POST', pc, tokens[i])).answer;
    const c = a.kind === 'envelope' ? a.envelope.ret_code : 'fault';
    codes.set(c, (codes.get(c) ?? 0) + 1);
    n++;
  }
const ms = performance.now() - t0;
if (inspector) {
  const { profile } = await inspector.post('Profiler.stop');
  (await import('node:fs')).writeFileSync(process.env.PROF!, JSON.stringify(profile));
}
const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
console.log(
  `${n} ${writes ? 'writes' : 'reads'}, ${(ms / n).toFixed(3)} ms each (CPU ${(cpuMs(process.cpuUsage(cpu0)) / n).toFixed(3)} ms), ` +
    `cache ${(cache / 2 ** 20).toFixed(0)} MiB, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB, ` +
    `heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB, ` +
    // What the cache holds at the end (protected: read for this report only).
    `${(store as unknown as { cache: { size: number } }).cache.size} sessions cached`,
  [...codes],
);
await store.close();
for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
