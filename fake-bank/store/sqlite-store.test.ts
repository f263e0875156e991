import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CODES, endpoints, urlPathOf } from '../../contracts';
import { DAY_MS } from '../../contracts/dates';
import { SqliteSessionStore } from './sqlite-store';
import type { Statements } from './sqlite-statements';
import { decodeState } from './sql-store';
import { scenarioCatalogue } from '../../scenarios';
import { testBank } from '../testing/bank-driver';

const dir = mkdtempSync(join(tmpdir(), 'fake-bank-sqlite-'));
let files = 0;
const newFile = () => join(dir, `nested-${++files}`, 'bank.sqlite');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

type Db = {
  prepare: (sql: string) => { get: (...args: unknown[]) => unknown; run: (...args: unknown[]) => unknown };
};
const dbOf = (store: SqliteSessionStore) => (store as unknown as { db: Db }).db;
const rowOf = (store: SqliteSessionStore, id: string) =>
  dbOf(store).prepare('SELECT state FROM fb_sessions WHERE id = ?').get(id) as { state: string | null };

/** A bank on a store, with a clock of our own (real time for sessions, and the store's idle clock). */
function bankOn(store: SqliteSessionStore) {
  const bank = testBank({ store });
  const inUnit = <T>(id: string, work: () => T, known = false) => store.unit(id, work, { known });
  const handle = (id: string, path: string, body: unknown, csrfToken?: string, method = 'POST') =>
    inUnit(id, () => bank.handle({ sessionId: id, method, path, query: {}, body, csrfToken, lang: 'id' }));
  /** The session's clock as this bank tells it: in a unit, or at once (any open group committed first). */
  const clock = async (id: string) => inUnit(id, () => bank.describeClock(bank.ensureSession(id)));
  const clockNow = (id: string) => store.unitSync(id, () => bank.describeClock(bank.ensureSession(id)));
  const token = async (id: string) => {
    const answer = await handle(id, urlPathOf(endpoints.csrfToken), undefined, undefined, 'GET');
    if (answer.kind !== 'envelope') throw new Error('fault');
    return (answer.envelope.ret_data as { csrf_token: string }).csrf_token;
  };
  return { bank, inUnit, handle, token, clock, clockNow };
}

/** The store's prepared statements (protected: spied on here only). */
const statementsOf = (store: SqliteSessionStore) =>
  (store as unknown as { statements: Statements }).statements;

/** Two stores on one file, as two bank processes, each with its bank. */
function twoStoresOnOneFile() {
  const file = newFile();
  const a = new SqliteSessionStore(file);
  const b = new SqliteSessionStore(file);
  return { a, b, one: bankOn(a), two: bankOn(b) };
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
      testBank({ store: first }).ensureSession('tester-one'),
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
    const { a, b, one, two } = twoStoresOnOneFile();
    await one.inUnit('shared-id', () => one.bank.resetSession('shared-id', 'apply.can-apply'));
    // Through a, then b, then a again: each sees the other's clock move.
    for (const [side, days] of [
      [one, 1],
      [two, 2],
      [one, 3],
    ] as const) {
      await side.inUnit('shared-id', () => side.bank.setClock('shared-id', { advanceDays: days }));
    }
    const seen = await two.clock('shared-id');
    expect(seen.slice(0, 10)).toBe('2026-11-27');
    await a.close();
    await b.close();
  });

  it('a write of another process landing during a unit on a cached copy: the unit is done again on the new row', async () => {
    const { a, b, one, two } = twoStoresOnOneFile();
    await one.inUnit('raced-id', () => one.bank.resetSession('raced-id', 'apply.can-apply'));
    // b reads it once, so its next unit may take its own fast path.
    await two.inUnit('raced-id', () => two.bank.ensureSession('raced-id'));
    let works = 0;
    await two.inUnit('raced-id', () => {
      works += 1;
      // The other process commits its move after b looked at the database and before b writes.
      if (works === 1) a.unitSync('raced-id', () => one.bank.setClock('raced-id', { advanceDays: 1 }));
      two.bank.setClock('raced-id', { advanceDays: 2 });
    });
    expect(works).toBe(2);
    const seen = await one.clock('raced-id');
    expect(seen.slice(0, 10)).toBe('2026-11-24');
    await a.close();
    await b.close();
  });
  it('after another process commits, every cached copy is checked again before it is trusted, not only the next one used', async () => {
    const { a, b, one, two } = twoStoresOnOneFile();
    for (const id of ['seen-s', 'seen-t']) {
      await one.inUnit(id, () => one.bank.resetSession(id, 'apply.can-apply'));
      await two.inUnit(id, () => two.bank.ensureSession(id));
      one.clockNow(id);
    }
    const before = one.clockNow('seen-t');
    // b moves T's clock; a's next unit is on S: it sees that another process committed and checks S.
    await two.inUnit('seen-t', () => two.bank.setClock('seen-t', { advanceDays: 2 }));
    one.clockNow('seen-s');
    // T was changed by that commit too: a reads it again rather than trusting its copy.
    const after = one.clockNow('seen-t');
    expect(after).not.toBe(before);
    expect(after.slice(0, 16)).toBe(two.clockNow('seen-t').slice(0, 16));
    await a.close();
    await b.close();
  });

  it('a visitor who only fetched a token costs no row (decision 0081)', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { token } = bankOn(store);
    await token('visitor-1');
    const row = dbOf(store).prepare('SELECT count(*) AS n FROM fb_sessions').get() as { n: number };
    expect(row.n).toBe(0);
    await store.close();
  });

  it('keeps a changed session as a patch of its seed, a few KB, and trusts it when read back', async () => {
    const store = new SqliteSessionStore(':memory:');
    await changedSession(store, 'small-1');
    const row = rowOf(store, 'small-1');
    expect(row.state?.startsWith('[2,')).toBe(true);
    expect(row.state!.length).toBeLessThan(4096);
    // Read back in another store on the same rows: the same state as the bank holds.
    const held = JSON.stringify(
      await bankOn(store).inUnit('small-1', () => testBank({ store }).ensureSession('small-1').state),
    );
    expect(JSON.stringify(decodeState(scenarioCatalogue, 'apply.not-whitelisted', row.state))).toBe(held);
    await store.close();
  });

  it('reads a row of the older format (the whole state) after checking it; a patch of another seed restarts', async () => {
    const file = newFile();
    const first = new SqliteSessionStore(file);
    await changedSession(first, 'old-1');
    await changedSession(first, 'old-2');
    const whole = JSON.stringify(
      decodeState(scenarioCatalogue, 'apply.not-whitelisted', rowOf(first, 'old-1').state),
    );
    const db = dbOf(first);
    db.prepare('UPDATE fb_sessions SET state = ? WHERE id = ?').run(whole, 'old-1');
    const otherSeed = rowOf(first, 'old-2').state!.replace(/^\[2,"[^"]+"/, '[2,"another-seed"');
    db.prepare('UPDATE fb_sessions SET state = ? WHERE id = ?').run(otherSeed, 'old-2');
    await first.close();
    const second = new SqliteSessionStore(file);
    const { bank, inUnit } = bankOn(second);
    const one = await inUnit('old-1', () => bank.ensureSession('old-1').state.paylater.notifyRequested);
    const two = await inUnit('old-2', () => bank.ensureSession('old-2').state.paylater.notifyRequested);
    expect([one, two]).toEqual([true, false]);
    await second.close();
  });

  it('keeps no row and no log of a new session whose request was refused before it used it', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { handle, token } = bankOn(store);
    const refused = [
      await handle('stranger-1', urlPathOf(endpoints.saveNotifyRequest), {}, 'wrong-token'),
      await handle('stranger-2', '/ifes/no/such/path', {}),
      await handle(
        'stranger-3',
        urlPathOf(endpoints.creditTryLoan),
        { LOAN_INIT_PRIN: 'x' },
        undefined,
        'POST',
      ),
    ];
    expect(refused.map((a) => a.kind === 'envelope' && [a.status, a.discarded])).toEqual([
      [403, true],
      [404, true],
      [403, true],
    ]);
    const count = (sql: string) => (dbOf(store).prepare(sql).get() as { n: number }).n;
    store.flush();
    expect(count('SELECT count(*) AS n FROM fb_sessions')).toBe(0);
    expect(count('SELECT count(*) AS n FROM fb_call_log')).toBe(0);
    // A session in use keeps its refusals: they are in its log (the token fetch of a new visitor is not).
    const csrf = await token('tester-2');
    await handle('tester-2', urlPathOf(endpoints.saveNotifyRequest), {}, csrf);
    const bad = await handle('tester-2', urlPathOf(endpoints.creditTryLoan), { LOAN_INIT_PRIN: [] }, csrf);
    expect(bad.kind === 'envelope' && [bad.status, bad.discarded]).toEqual([400, undefined]);
    store.flush();
    expect(count('SELECT count(*) AS n FROM fb_sessions')).toBe(1);
    expect(count('SELECT count(*) AS n FROM fb_call_log')).toBe(2);
    await store.close();
  });

  it('with validateWrites, refuses to write a state off the schema and keeps the row as it was', async () => {
    const store = new SqliteSessionStore(':memory:', { validateWrites: true });
    const { bank, inUnit } = bankOn(store);
    await inUnit('checked-1', () => bank.resetSession('checked-1', 'apply.can-apply'));
    await expect(
      inUnit('checked-1', () => {
        const session = bank.ensureSession('checked-1');
        (session.state.customer as { nik: string }).nik = 'not a nik';
        bank.changed(session);
      }),
    ).rejects.toThrow(/invalid state/);
    const nik = await inUnit('checked-1', () => bank.ensureSession('checked-1').state.customer.nik);
    expect(nik).toMatch(/^\d{16}$/);
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

  it('a session started anew shares its seed until it is used: the cache counts only what it parsed', async () => {
    // Two whole seeds' heap (JSON x 3): counted whole, a third fresh session would push out the first.
    const seedBytes = scenarioCatalogue.seedJsonOf(
      scenarioCatalogue.scenarios.get(scenarioCatalogue.defaultId)!,
    ).length;
    const store = new SqliteSessionStore(':memory:', { cacheBytes: seedBytes * 3 * 2 });
    const { bank, inUnit } = bankOn(store);
    const cached = () => (store as unknown as { cache: Map<string, unknown> }).cache;
    for (const id of ['fresh-1', 'fresh-2', 'fresh-3', 'fresh-4'])
      await inUnit(id, () => bank.resetSession(id, scenarioCatalogue.defaultId));
    expect(cached().size).toBe(4);
    const state = await inUnit('fresh-1', () => bank.ensureSession('fresh-1').state);
    expect(state).toEqual(
      JSON.parse(scenarioCatalogue.seedJsonOf(scenarioCatalogue.scenarios.get(scenarioCatalogue.defaultId)!)),
    );
    await store.close();
  });

  it('a session idle longer than the TTL expires: the next call says so once and the scenario is restored', async () => {
    let now = Date.parse('2030-01-01T00:00:00Z');
    const store = new SqliteSessionStore(':memory:', { idleTtlMs: 14 * DAY_MS, now: () => now });
    const { bank, inUnit, handle } = bankOn(store);
    await inUnit('idle-tester', () => bank.resetSession('idle-tester', 'home.overdue-late-fee'));
    now += 13 * DAY_MS;
    expect(await store.expireIdle()).toBe(0);
    now += 2 * DAY_MS;
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

  it('a cookie naming no row is a new session, not told it expired (it may only have fetched a token, decision 0081)', async () => {
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
    for (const [id, known] of [
      ['old-cookie-1', true],
      ['header-client-1', false],
    ] as const) {
      const answer = await call(id, known);
      expect(answer.kind === 'envelope' && answer.envelope.ret_code).toBe('0000');
    }
    await store.close();
  });

  it('a unit that throws writes nothing and leaves the database as it was', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { bank, inUnit, clock: clockOf } = bankOn(store);
    await inUnit('careful-1', () => bank.resetSession('careful-1', 'apply.can-apply'));
    await expect(
      inUnit('careful-1', () => {
        bank.setClock('careful-1', { advanceDays: 30 });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const clock = await clockOf('careful-1');
    expect(clock.slice(0, 10)).toBe('2026-11-21');
    await store.close();
  });

  it('writes last_used_at with a change only when the last one is a minute old', async () => {
    let now = Date.UTC(2026, 10, 21, 3);
    const store = new SqliteSessionStore(':memory:', { now: () => now });
    const { bank, inUnit } = bankOn(store);
    const lastUsed = () =>
      dbOf(store).prepare('SELECT last_used_at FROM fb_sessions WHERE id = ?').get('busy-1') as {
        last_used_at: number;
      };
    await inUnit('busy-1', () => bank.resetSession('busy-1', 'apply.can-apply'));
    const started = now;
    expect(lastUsed().last_used_at).toBe(started);

    now += 30_000;
    await inUnit('busy-1', () => bank.setClock('busy-1', { advanceMinutes: 1 }));
    expect(lastUsed().last_used_at).toBe(started);
    now += 31_000;
    await inUnit('busy-1', () => bank.setClock('busy-1', { advanceMinutes: 1 }));
    expect(lastUsed().last_used_at).toBe(now);
    await store.close();
  });

  it('a session read back from the database after days idle has its use written, and does not expire as idle', async () => {
    const file = newFile();
    let now = Date.UTC(2026, 10, 1, 3);
    const first = new SqliteSessionStore(file, { now: () => now });
    await bankOn(first).inUnit('returning-1', () =>
      bankOn(first).bank.resetSession('returning-1', 'apply.can-apply'),
    );
    await first.close();

    now += 13 * DAY_MS;
    const second = new SqliteSessionStore(file, { now: () => now });
    const { bank, inUnit } = bankOn(second);
    await inUnit('returning-1', () => bank.ensureSession('returning-1'));
    now += 7 * DAY_MS;
    expect(await second.expireIdle()).toBe(0);
    await second.close();
  });

  it("queues a change's log rows and writes them in a batch; the change itself is committed before the answer", async () => {
    const file = newFile();
    const store = new SqliteSessionStore(file);
    const { handle, inUnit, bank, token } = bankOn(store);
    await inUnit('logged-1', () => bank.resetSession('logged-1', 'apply.not-whitelisted'));
    const csrf = await token('logged-1');
    await handle('logged-1', urlPathOf(endpoints.saveNotifyRequest), {}, csrf);
    const rows = () =>
      (
        dbOf(store).prepare('SELECT count(*) AS n FROM fb_call_log WHERE session_id = ?').get('logged-1') as {
          n: number;
        }
      ).n;
    // Another connection sees the change at once; the log rows come with the next batch.
    const otherStore = new SqliteSessionStore(file);
    const other = bankOn(otherStore);
    const seen = await other.inUnit('logged-1', () => other.bank.ensureSession('logged-1'));
    expect(seen.state.paylater.notifyRequested).toBe(true);
    expect(rows()).toBe(0);
    // The log as read is whole: reading it writes the queue first.
    expect((await store.readLog('logged-1')).map((e) => e.path)).toEqual([
      urlPathOf(endpoints.csrfToken),
      urlPathOf(endpoints.saveNotifyRequest),
    ]);
    expect(rows()).toBe(2);
    await otherStore.close();
    await store.close();
  });

  it('changes that come together commit together, and each answers only once another process can see it', async () => {
    const { a, b, one, two } = twoStoresOnOneFile();
    const ids = ['group-1', 'group-2', 'group-3'];
    for (const id of ids) await one.inUnit(id, () => one.bank.resetSession(id, 'apply.can-apply'));
    const clockSeenByB = (id: string) => two.clockNow(id).slice(0, 10);
    const before = clockSeenByB('group-1');
    // b's read wrote its use: a checks each session again once, and its next units take the fast path.
    for (const id of ids) await one.inUnit(id, () => one.bank.ensureSession(id));
    const answered: string[] = [];
    const commits = vi.spyOn(statementsOf(a).commit, 'run');
    const moves = ids.map((id) =>
      a
        .unit(id, () => one.bank.setClock(id, { advanceDays: 3 }))
        // When the answer is given, another process sees the move.
        .then(() => answered.push(`${id} ${clockSeenByB(id)}`)),
    );
    // None is answered yet: the three run once the event loop turns, and commit together.
    expect(answered).toEqual([]);
    await Promise.all(moves);
    expect(commits).toHaveBeenCalledTimes(1);
    commits.mockRestore();
    const moved = one.clockNow('group-1');
    expect(moved.slice(0, 10)).not.toBe(before);
    expect(answered).toEqual(ids.map((id) => `${id} ${moved.slice(0, 10)}`));
    await a.close();
    await b.close();
  });

  it('the units of one turn share one look at data_version, taken after they were called (decision 0100)', async () => {
    const { a, b, one, two } = twoStoresOnOneFile();
    const ids = ['look-1', 'look-2', 'look-3'];
    for (const id of ids) await one.inUnit(id, () => one.bank.resetSession(id, 'apply.can-apply'));
    for (const id of ids) await one.inUnit(id, () => one.bank.ensureSession(id));
    const before = one.clockNow('look-1');
    const looks = vi.spyOn(statementsOf(a).dataVersion, 'get');
    // a holds look-1 cached; b moves its clock and answers before a's reads are called.
    await two.inUnit('look-1', () => two.bank.setClock('look-1', { advanceDays: 3 }));
    const seen = await Promise.all(
      ids.map((id) => a.unit(id, () => one.bank.describeClock(one.bank.ensureSession(id)))),
    );
    expect(looks).toHaveBeenCalledTimes(1);
    looks.mockRestore();
    expect(seen[0]!.slice(0, 10)).not.toBe(before.slice(0, 10));
    expect(seen[0]).toBe(two.clockNow('look-1'));
    await a.close();
    await b.close();
  });

  it('a group whose commit fails fails each of its units and drops their copies: the rows stay as they were', async () => {
    const store = new SqliteSessionStore(':memory:');
    const { bank, inUnit, clock } = bankOn(store);
    const clockOf = async (id: string) => (await clock(id)).slice(0, 10);
    for (const id of ['failing-1', 'failing-2'])
      await inUnit(id, () => bank.resetSession(id, 'apply.can-apply'));
    const before = await clockOf('failing-1');
    const statements = (store as unknown as { statements: { commit: { run: () => unknown } } }).statements;
    const commit = statements.commit.run;
    statements.commit.run = () => {
      statements.commit.run = commit;
      throw new Error('disk full');
    };
    const moves = ['failing-1', 'failing-2'].map((id) =>
      inUnit(id, () => bank.setClock(id, { advanceDays: 3 })).then(
        () => 'answered',
        (error: Error) => error.message,
      ),
    );
    expect(await Promise.all(moves)).toEqual(['disk full', 'disk full']);
    for (const id of ['failing-1', 'failing-2']) expect(await clockOf(id)).toBe(before);
    // No write lock for the group (another process held it past the busy timeout): the move is not kept.
    const begin = (store as unknown as { statements: { begin: { run: () => unknown } } }).statements.begin;
    const run = begin.run;
    begin.run = () => {
      begin.run = run;
      throw new Error('database is locked');
    };
    await expect(inUnit('failing-1', () => bank.setClock('failing-1', { advanceDays: 3 }))).rejects.toThrow(
      'database is locked',
    );
    expect(await clockOf('failing-1')).toBe(before);
    await store.close();
  });
});

describe('SqliteSessionStore checkpointing on a worker thread', () => {
  const mainFileSize = (file: string) => statSync(file).size;

  it('copies the WAL into the database file in the background, with no automatic checkpoint of its own', async () => {
    const file = newFile();
    const store = new SqliteSessionStore(file, { checkpointInWorker: true });
    expect(
      (dbOf(store) as unknown as { pragma: (s: string) => unknown }).pragma('wal_autocheckpoint'),
    ).toEqual([{ wal_autocheckpoint: 0 }]);
    const before = mainFileSize(file);
    for (let i = 0; i < 5; i++) await changedSession(store, `worker-${i}`);
    // The sessions are in the WAL; the worker's next checkpoint (every second) copies them into the file.
    await expect.poll(() => mainFileSize(file), { timeout: 10_000, interval: 200 }).toBeGreaterThan(before);
    await store.close();
    const reopened = new SqliteSessionStore(file);
    expect((await reopened.list()).length).toBe(5);
    await reopened.close();
  });

  it('a store without it keeps SQLite checkpointing every ~40 MB of WAL', async () => {
    const store = new SqliteSessionStore(newFile());
    expect(
      (dbOf(store) as unknown as { pragma: (s: string) => unknown }).pragma('wal_autocheckpoint'),
    ).toEqual([{ wal_autocheckpoint: 10000 }]);
    await store.close();
  });
});
