import { describe, expect, it } from 'vitest';
import { CODES, endpoints, urlPathOf } from '../../contracts';
import { testBank } from '../testing/bank-driver';
import { answerControl } from '../core/control';
import { SqliteSessionStore } from './sqlite-store';
import { cacheBudgetOf, maxSessionsOf } from './store-limits';
import { scenarioCatalogue } from '../../scenarios';

/** Issue 39, build 4: a visitor who does nothing costs nothing; sessions bounded in number (decision 0081). */

type Db = { prepare: (sql: string) => { get: (...args: unknown[]) => unknown } };
const count = (store: SqliteSessionStore, sql: string) => {
  store.flush();
  return ((store as unknown as { db: Db }).db.prepare(sql).get() as { n: number }).n;
};
const rows = (store: SqliteSessionStore) => count(store, 'SELECT count(*) AS n FROM fb_sessions');
const logRows = (store: SqliteSessionStore) => count(store, 'SELECT count(*) AS n FROM fb_call_log');
const live = (store: SqliteSessionStore) =>
  count(store, 'SELECT count(*) AS n FROM fb_sessions WHERE expired = 0');

function bankOn(store: SqliteSessionStore, realNow?: () => number) {
  const bank = testBank({ store, ...(realNow ? { realNow } : {}) });
  const call = (id: string, path: string, csrfToken?: string, method = 'GET', known = false) =>
    bank.serve({ sessionId: id, method, path, query: {}, body: {}, csrfToken, lang: 'en' }, { known });
  const token = async (id: string, known = false) => {
    const { answer } = await call(id, urlPathOf(endpoints.csrfToken), undefined, 'GET', known);
    if (answer.kind !== 'envelope') throw new Error('fault');
    return { answer, token: (answer.envelope.ret_data as { csrf_token: string }).csrf_token };
  };
  return { bank, call, token };
}

describe('a visitor who does nothing costs nothing', () => {
  it('a cookieless token fetch writes no session row and no log row; the token then works', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { call, token } = bankOn(store);
    const first = await token('visitor-a');
    expect(first.answer.kind === 'envelope' && [first.answer.status, first.answer.discarded]).toEqual([
      200,
      undefined,
    ]);
    expect(first.token).toMatch(/^[0-9a-f]{32}$/);
    expect([rows(store), logRows(store)]).toEqual([0, 0]);
    // Asked again (the cookie now comes back): the same token, still nothing kept.
    expect((await token('visitor-a', true)).token).toBe(first.token);
    expect(rows(store)).toBe(0);
    // The first change with it is served as usual (no "session expired" notice) and writes the row.
    const { answer } = await call(
      'visitor-a',
      urlPathOf(endpoints.saveNotifyRequest),
      first.token,
      'POST',
      true,
    );
    expect(answer.kind === 'envelope' && [answer.status, answer.envelope.ret_code]).toEqual([200, '0000']);
    expect([rows(store), logRows(store)]).toEqual([1, 1]);
    // Another visitor's id derives another token: it does not pass for visitor-a's.
    const other = await token('visitor-b');
    expect(other.token).not.toBe(first.token);
    const refused = await call('visitor-b', urlPathOf(endpoints.saveNotifyRequest), first.token, 'POST');
    expect(refused.answer.kind === 'envelope' && refused.answer.status).toBe(403);
    await store.close();
  });

  it('the token stays valid across a restart of the bank on the same database', async () => {
    const file = `/tmp/fb-bounds-${process.pid}-${Date.now()}.sqlite`;
    const first = new SqliteSessionStore(file);
    const { token } = await bankOn(first).token('visitor-r');
    await first.close();
    const second = new SqliteSessionStore(file);
    const { call } = bankOn(second);
    const { answer } = await call('visitor-r', urlPathOf(endpoints.saveNotifyRequest), token, 'POST', true);
    expect(answer.kind === 'envelope' && answer.status).toBe(200);
    await second.close();
  });

  it('a reset session gets a new token: the one it had is void', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { bank, call, token } = bankOn(store);
    const before = (await token('resetter')).token;
    await call('resetter', urlPathOf(endpoints.saveNotifyRequest), before, 'POST', true);
    await store.unit('resetter', () => bank.resetSession('resetter', 'apply.can-apply'));
    const after = (await token('resetter', true)).token;
    expect(after).not.toBe(before);
    const stale = await call('resetter', urlPathOf(endpoints.saveNotifyRequest), before, 'POST', true);
    expect(stale.answer.kind === 'envelope' && stale.answer.status).toBe(403);
    await store.close();
  });

  it('a cookieless GET /__fake-bank/session and GET /device answer the seed and keep no row', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { bank } = bankOn(store);
    const looked = await answerControl(bank, {
      method: 'GET',
      path: '/session',
      body: undefined,
      session: () => ({ id: 'looker-1', known: false }),
    });
    expect(looked?.status).toBe(200);
    expect((looked?.body as { scenario: string }).scenario).toBe(scenarioCatalogue.defaultId);
    const device = await answerControl(bank, {
      method: 'GET',
      path: '/device',
      body: undefined,
      session: () => ({ id: 'looker-2', known: false }),
    });
    expect(device?.status).toBe(200);
    expect([rows(store), logRows(store)]).toEqual([0, 0]);
    // A session that exists is shown as it is, and still there after.
    await store.unit('kept-1', () => bank.resetSession('kept-1', 'apply.can-apply'));
    const kept = await answerControl(bank, {
      method: 'GET',
      path: '/session',
      body: undefined,
      session: () => ({ id: 'kept-1', known: true }),
    });
    expect((kept?.body as { scenario: string }).scenario).toBe('apply.can-apply');
    expect(rows(store)).toBe(1);
    await store.close();
  });
});

describe('sessions bounded in number', () => {
  it('past FAKE_BANK_MAX_SESSIONS the longest idle go first; they are told when they come back', async () => {
    let now = Date.UTC(2026, 10, 1);
    const store = new SqliteSessionStore(':memory:', { maxSessions: 100, now: () => now });
    const { bank, call } = bankOn(store, () => now);
    const made = async (id: string) => {
      now += 2 * 60_000;
      await store.unit(id, () => bank.resetSession(id, 'apply.can-apply'));
    };
    for (let i = 0; i < 100; i++) await made(`bounded-${i}`);
    expect(live(store)).toBe(100);
    // bounded-0 used again: now the most recently used, it is not the first to go.
    now += 2 * 60_000;
    await store.unit('bounded-0', () => bank.setClock('bounded-0', { advanceDays: 1 }));
    await made('bounded-100');
    expect(live(store)).toBeLessThanOrEqual(100);
    const gone = await call('bounded-1', urlPathOf(endpoints.csrfToken), undefined, 'GET', true);
    expect(gone.answer.kind === 'envelope' && gone.answer.envelope.ret_code).toBe(CODES.SESSION_EXPIRED.code);
    // bounded-0 kept its clock move: it was not evicted.
    const kept = await store.unit('bounded-0', () => bank.ensureSession('bounded-0').clock);
    expect(kept.anchorMs).toBeGreaterThan(0);
    expect(await call('bounded-0', urlPathOf(endpoints.csrfToken), undefined, 'GET', true)).toMatchObject({
      answer: { envelope: { ret_code: CODES.SUCCESS.code } },
    });
    for (let i = 101; i < 400; i++) await made(`bounded-${i}`);
    expect(live(store)).toBeLessThanOrEqual(100);
    // Tombstones are bounded too.
    expect(rows(store)).toBeLessThanOrEqual(200 + 1);
    await store.close();
  });

  it('FAKE_BANK_MAX_SESSIONS is read as a positive whole number, else 20,000', () => {
    expect(maxSessionsOf('500')).toBe(500);
    expect([maxSessionsOf(undefined), maxSessionsOf('0'), maxSessionsOf('x'), maxSessionsOf('1.5')]).toEqual([
      20_000, 20_000, 20_000, 20_000,
    ]);
  });
});

describe('the session cache is held to the heap it is given', () => {
  const MIB = 2 ** 20;
  it('FAKE_BANK_CACHE_MB=400 with a 256 MB heap is cut to 15% of it, with a warning line', () => {
    const heap = 304 * MIB; // what node --max-old-space-size=256 reports as heap_size_limit
    const budget = cacheBudgetOf('400', heap);
    expect(budget.bytes).toBe(Math.floor(heap * 0.15));
    expect(budget.warning).toMatch(/FAKE_BANK_CACHE_MB=400 .* 304 MiB heap: the session cache holds 45 MiB/);
  });

  it('a size within the heap is kept; the default is 96 MiB, cut silently when the heap is small', () => {
    expect(cacheBudgetOf('64', 4096 * MIB)).toEqual({ bytes: 64 * MIB });
    expect(cacheBudgetOf(undefined, 4096 * MIB)).toEqual({ bytes: 96 * MIB });
    expect(cacheBudgetOf(undefined, 150 * MIB)).toEqual({ bytes: Math.floor(150 * MIB * 0.15) });
  });

  it('the server process clamps it too: a child on a 256 MB heap says so', async () => {
    const { execFileSync } = await import('node:child_process');
    const out = execFileSync(
      process.execPath,
      [
        '--max-old-space-size=256',
        '--import',
        'tsx',
        '-e',
        "import('./fake-bank/store/store-limits.ts').then(m => console.log(JSON.stringify(m.cacheBudgetOf(process.env.FAKE_BANK_CACHE_MB))))",
      ],
      { env: { ...process.env, FAKE_BANK_CACHE_MB: '400' }, encoding: 'utf8' },
    );
    const budget = JSON.parse(out.trim().split('\n').pop()!) as { bytes: number; warning?: string };
    expect(budget.bytes).toBeLessThan(100 * MIB);
    expect(budget.warning).toContain('FAKE_BANK_CACHE_MB=400');
  }, 60_000);
});
