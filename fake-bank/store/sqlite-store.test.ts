import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CODES, endpoints, urlPathOf } from '../../contracts';
import { createBank } from '../core/bank';
import { SqliteSessionStore } from './sqlite-store';

const dir = mkdtempSync(join(tmpdir(), 'fake-bank-sqlite-'));
let files = 0;
const newFile = () => join(dir, `nested-${++files}`, 'bank.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY = 86_400_000;

/** A bank on a store, with a clock of our own (real time for sessions, and the store's idle clock). */
function bankOn(store: SqliteSessionStore) {
  const bank = createBank({ store });
  const inUnit = <T>(id: string, work: () => T, known = false) => store.unit(id, work, { known });
  const handle = (id: string, path: string, body: unknown, csrfToken?: string, method = 'POST') =>
    inUnit(id, () => bank.handle({ sessionId: id, method, path, query: {}, body, csrfToken, lang: 'id' }));
  const token = async (id: string) => {
    const answer = await handle(id, urlPathOf(endpoints.csrfToken), undefined, undefined, 'GET');
    if (answer.kind !== 'envelope') throw new Error('fault');
    return (answer.envelope.ret_data as { csrf_token: string }).csrf_token;
  };
  return { bank, inUnit, handle, token };
}

/** A session that differs from its scenario: notify request saved, clock moved, fault armed. */
async function changedSession(store: SqliteSessionStore, id: string) {
  const { bank, inUnit, handle, token } = bankOn(store);
  await inUnit(id, () => bank.resetSession(id, 'apply.not-whitelisted'));
  const csrf = await token(id);
  const saved = await handle(id, urlPathOf(endpoints.saveNotifyRequest), {}, csrf);
  expect(saved.kind === 'envelope' && saved.envelope.ret_code).toBe('0000');
  await inUnit(id, () => bank.setClock(id, { advanceDays: 7 }));
  await inUnit(id, () =>
    bank.armFaults(id, { next: [{ path: '/pre_check', kind: 'code', code: '80488999' }] }),
  );
  return csrf;
}

describe('SqliteSessionStore', () => {
  it('a reopened database holds every written session: state, clock, token, faults and log', async () => {
    const file = newFile();
    const first = new SqliteSessionStore(file);
    const csrf = await changedSession(first, 'tester-one');
    const before = await bankOn(first).inUnit('tester-one', () =>
      createBank({ store: first }).ensureSession('tester-one'),
    );
    const clock = before.clock;
    await first.close();

    const second = new SqliteSessionStore(file);
    const { bank, inUnit } = bankOn(second);
    const restored = await inUnit('tester-one', () => bank.ensureSession('tester-one'));
    expect(restored.scenarioId).toBe('apply.not-whitelisted');
    expect(restored.state.paylater.notifyRequested).toBe(true);
    expect(restored.clock).toEqual(clock);
    expect(restored.csrfToken).toBe(csrf);
    expect(restored.faults).toEqual([{ path: '/pre_check', kind: 'code', code: '80488999' }]);
    expect((await second.readLog('tester-one')).map((e) => e.path)).toEqual([
      urlPathOf(endpoints.csrfToken),
      urlPathOf(endpoints.saveNotifyRequest),
    ]);
    expect((await second.list()).map((s) => s.id)).toEqual(['tester-one']);
    await second.close();
  });

  it('two stores on one file see each other writes (no lost update)', async () => {
    const file = newFile();
    const a = new SqliteSessionStore(file);
    const b = new SqliteSessionStore(file);
    const one = bankOn(a);
    const two = bankOn(b);
    await one.inUnit('shared-id', () => one.bank.resetSession('shared-id', 'apply.can-apply'));
    // Through a, then b, then a again: each sees the other's clock move.
    for (const [side, days] of [
      [one, 1],
      [two, 2],
      [one, 3],
    ] as const) {
      await side.inUnit('shared-id', () => side.bank.setClock('shared-id', { advanceDays: days }));
    }
    const seen = await two.inUnit('shared-id', () =>
      two.bank.describeClock(two.bank.ensureSession('shared-id')),
    );
    expect(seen.slice(0, 10)).toBe('2026-11-27');
    await a.close();
    await b.close();
  });

  it('a visitor who only fetched a token costs a row without state', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { token } = bankOn(store);
    await token('visitor-1');
    const row = (store as unknown as { db: { prepare: (s: string) => { get: (id: string) => unknown } } }).db
      .prepare('SELECT state, length(meta) AS meta FROM fb_sessions WHERE id = ?')
      .get('visitor-1') as { state: string | null; meta: number };
    expect(row.state).toBeNull();
    expect(row.meta).toBeLessThan(300);
    await store.close();
  });

  it('keeps at most its byte budget of sessions parsed; the others come back from the database intact', async () => {
    // A budget smaller than two seeds: every other session is read back from its row when used.
    const store = new SqliteSessionStore(':memory:', { cacheBytes: 1 });
    const { bank, inUnit } = bankOn(store);
    const cached = () => (store as unknown as { cache: Map<string, unknown> }).cache;
    await changedSession(store, 'budget-1');
    await changedSession(store, 'budget-2');
    expect(cached().size).toBe(1);
    const first = await inUnit('budget-1', () => bank.ensureSession('budget-1'));
    expect(first.state.paylater.notifyRequested).toBe(true);
    expect(first.faults).toHaveLength(1);
    expect([...cached().keys()]).toEqual(['budget-1']);
    await store.close();
  });

  it('a session idle longer than the TTL expires: the next call says so once and the scenario is restored', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const store = new SqliteSessionStore(':memory:', { idleTtlMs: 14 * DAY, now: () => now });
    const { bank, inUnit, handle } = bankOn(store);
    await inUnit('idle-tester', () => bank.resetSession('idle-tester', 'home.overdue-late-fee'));
    now += 13 * DAY;
    expect(await store.expireIdle()).toBe(0);
    now += 2 * DAY;
    expect(await store.expireIdle()).toBe(1);
    expect(await store.list()).toEqual([]);

    const first = await handle('idle-tester', urlPathOf(endpoints.csrfToken), undefined, undefined, 'GET');
    expect(first.kind === 'envelope' && first.envelope.ret_code).toBe(CODES.SESSION_EXPIRED.code);
    expect(first.kind === 'envelope' && first.envelope.ret_msg).toBe(
      'Sesi uji kamu kedaluwarsa; skenario dipulihkan.',
    );
    const again = await handle('idle-tester', urlPathOf(endpoints.csrfToken), undefined, undefined, 'GET');
    expect(again.kind === 'envelope' && again.envelope.ret_code).toBe('0000');
    expect(await inUnit('idle-tester', () => bank.ensureSession('idle-tester').scenarioId)).toBe(
      'home.overdue-late-fee',
    );
    await store.close();
  });

  it('a cookie naming a session the bank never held is told so; a new header session is not', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { bank } = bankOn(store);
    const call = (id: string, known: boolean) =>
      store.unit(
        id,
        () =>
          bank.handle({
            sessionId: id,
            method: 'GET',
            path: urlPathOf(endpoints.csrfToken),
            query: {},
            body: undefined,
            csrfToken: undefined,
            lang: 'en',
          }),
        { known },
      );
    const stale = await call('old-cookie-1', true);
    expect(stale.kind === 'envelope' && stale.envelope.ret_msg).toBe(
      'Your test session expired; the scenario was restored.',
    );
    const fresh = await call('header-client-1', false);
    expect(fresh.kind === 'envelope' && fresh.envelope.ret_code).toBe('0000');
    await store.close();
  });

  it('a unit that throws writes nothing and leaves the database as it was', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { bank, inUnit } = bankOn(store);
    await inUnit('careful-1', () => bank.resetSession('careful-1', 'apply.can-apply'));
    await expect(
      inUnit('careful-1', () => {
        bank.setClock('careful-1', { advanceDays: 30 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const clock = await inUnit('careful-1', () => bank.describeClock(bank.ensureSession('careful-1')));
    expect(clock.slice(0, 10)).toBe('2026-11-21');
    await store.close();
  });
});
