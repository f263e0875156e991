import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, spawnBank, type SpawnedBank, testBank } from '../testing/bank-driver';
import { startTempPostgres } from '../testing/temp-postgres';
import { PgSessionStore, SCHEMA_LOCK_KEY } from './pg-store';

/**
 * Two bank processes on one PostgreSQL engine (PGlite served over the Postgres wire), the same tester
 * session driven through both: each sees the other's writes, and concurrent writes are not lost.
 */
let db: PGlite;
let server: PGLiteSocketServer;
const banks: SpawnedBank[] = [];

beforeAll(async () => {
  db = await PGlite.create();
  const port = await freePort();
  server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 40 });
  await server.start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  // The first creates the tables; the second starts against them.
  banks.push(await spawnBank({ args: ['--fresh'], env: { FAKE_BANK_DATABASE_URL: url } }));
  banks.push(await spawnBank({ env: { FAKE_BANK_DATABASE_URL: url } }));
}, 120_000);

afterAll(async () => {
  await Promise.all(banks.map((bank) => bank.stop('SIGKILL')));
  await server?.stop();
  await db?.close();
});

interface Described {
  scenario: string;
  clock: string;
  faults: Array<{ path?: string }>;
}

describe('PostgreSQL store with two bank processes', () => {
  it('serves one session through both processes without losing a write', { timeout: 120_000 }, async () => {
    const [a, b] = banks as [SpawnedBank, SpawnedBank];
    const session = 'qa-shared-session';
    await a.request('/__fake-bank/session', {
      method: 'POST',
      body: { scenario: 'home.overdue-late-fee' },
      session,
    });
    expect(((await b.request('/__fake-bank/session', { session })).body as Described).scenario).toBe(
      'home.overdue-late-fee',
    );

    // A clock move through b is seen through a.
    await b.request('/__fake-bank/clock', { method: 'POST', body: { advanceDays: 1 }, session });
    expect(
      ((await a.request('/__fake-bank/session', { session })).body as Described).clock.slice(0, 10),
    ).toBe('2026-11-22');

    // 40 writes at once, alternating processes: every one is kept (the row lock serialises them).
    const paths = Array.from({ length: 40 }, (_, i) => `/concurrent-${i}`);
    const answers = await Promise.all(
      paths.map((path, i) =>
        (i % 2 ? a : b).request('/__fake-bank/faults', {
          method: 'POST',
          body: { next: [{ path, kind: 'code', code: '80488999' }] },
          session,
        }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const faults = ((await a.request('/__fake-bank/session', { session })).body as Described).faults;
    expect(faults.map((f) => f.path).sort()).toEqual([...paths].sort());

    // A bank call through each process: the CSRF token issued by one is accepted by the other.
    const token = (
      (await a.request('/ifes/common/csrf_token/get', { session })).body as {
        ret_data: { csrf_token: string };
      }
    ).ret_data.csrf_token;
    const center = await b.request('/ifes/core/account/query/personal_center', {
      method: 'POST',
      body: {},
      session,
      headers: { csrf_token: token },
    });
    // The faults name other paths: the books answer, the same in both processes.
    expect(
      (center.body as { ret_code: string; ret_data: { OVERDUE_DAYS: string } }).ret_data.OVERDUE_DAYS,
    ).toBe('6');
    expect((await b.request('/__fake-bank/log', { session })).body).toHaveLength(2);
  });

  it(
    'keeps no row of a new session whose call was refused before it used it',
    { timeout: 60_000 },
    async () => {
      const [a] = banks as [SpawnedBank];
      const refused = await a.request('/ifes/core/account/query/personal_center', {
        method: 'POST',
        body: {},
        session: 'pg-stranger-1',
      });
      expect(refused.status).toBe(403);
      const rows = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM fb_sessions WHERE id = 'pg-stranger-1'",
      );
      expect(rows.rows[0]?.n).toBe(0);
    },
  );
});

/**
 * Bank processes started together on an empty database (decision 0031): without the schema's advisory lock
 * their CREATE TABLE IF NOT EXISTS race on a real PostgreSQL and one crashes (23505 on pg_type). Real
 * PostgreSQL when the machine has one (temp-postgres.ts), else PGlite (which serialises connections).
 */
describe('PostgreSQL schema creation when processes start together', () => {
  it(
    'two stores at once on an empty database both come up, ten times out of ten',
    { timeout: 180_000 },
    async () => {
      const real = await startTempPostgres();
      try {
        for (let round = 0; round < 10; round++) {
          let url: string;
          let close = async () => undefined as void;
          if (real) {
            url = await real.createDatabase(`race_${round}`);
          } else {
            const engine = await PGlite.create();
            const port = await freePort();
            const socket = new PGLiteSocketServer({
              db: engine,
              port,
              host: '127.0.0.1',
              maxConnections: 10,
            });
            await socket.start();
            url = `postgres://postgres@127.0.0.1:${port}/postgres`;
            close = async () => {
              await socket.stop();
              await engine.close();
            };
          }
          const started = await Promise.allSettled([
            PgSessionStore.connect(url),
            PgSessionStore.connect(url),
          ]);
          const failed = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
          expect(failed, `round ${round}`).toEqual([]);
          // Both serve: a session written through one is read through the other.
          const [a, b] = started.map((s) => (s as PromiseFulfilledResult<PgSessionStore>).value) as [
            PgSessionStore,
            PgSessionStore,
          ];
          const bankA = testBank({ store: a });
          await a.unit('race-session-1', () => bankA.resetSession('race-session-1', 'home.overdue-late-fee'));
          expect((await b.page(0, 10)).sessions.map((s) => s.id)).toEqual(['race-session-1']);
          await Promise.all([a.close(), b.close()]);
          await close();
        }
      } finally {
        await real?.stop();
      }
    },
  );

  it(
    'creates the schema only under the advisory lock: a start waits while another holds it',
    { timeout: 60_000 },
    async (context) => {
      const real = await startTempPostgres();
      // PGlite's connections share one backend, where an advisory lock never makes another wait.
      if (!real) return context.skip();
      try {
        const url = await real.createDatabase('lock');
        const holder = new pg.Client({ connectionString: url });
        await holder.connect();
        await holder.query('SELECT pg_advisory_lock($1)', [SCHEMA_LOCK_KEY]);
        const starting = PgSessionStore.connect(url);
        // Wait (on the database's own word, not a timer) until the start is queued behind the lock.
        for (;;) {
          const { rows } = await holder.query<{ waiting: string }>(
            "SELECT count(*) AS waiting FROM pg_locks WHERE locktype = 'advisory' AND NOT granted",
          );
          if (Number(rows[0]!.waiting) > 0) break;
        }
        const before = await holder.query("SELECT to_regclass('fb_sessions') AS t");
        expect(before.rows[0]).toEqual({ t: null });
        await holder.query('SELECT pg_advisory_unlock($1)', [SCHEMA_LOCK_KEY]);
        const store = await starting;
        const after = await holder.query("SELECT to_regclass('fb_sessions')::text AS t");
        expect(after.rows[0]).toEqual({ t: 'fb_sessions' });
        await store.close();
        await holder.end();
      } finally {
        await real.stop();
      }
    },
  );
});
