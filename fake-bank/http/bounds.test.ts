import { openDatabase } from '../store/sqlite-driver';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { endpoints, urlPathOf } from '../../contracts';
import { catalogue, scenarioCatalogue } from '../../scenarios';
import { MAX_ARMED_FAULTS } from '../core/control-schemas';
import { LOG_LIMIT } from '../core/session-store';
import { TRIM_EVERY } from '../store/log-trims';
import { SqliteSessionStore } from '../store/sqlite-store';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

/** The control surface's bounds (decision 0031): clock years, armed faults, the sessions list, the call log. */

const SESSION = 'X-Fake-Bank-Session';
const CENTER = urlPathOf(endpoints.creditPersonalCenter);
const CSRF = urlPathOf(endpoints.csrfToken);

let app: ReturnType<typeof createHttpApp>;
beforeEach(() => {
  app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
  });
});

const clockOf = async (session: string) =>
  (
    (await request(app).get('/__fake-bank/session').set(SESSION, session).expect(200)).body as {
      clock: string;
    }
  ).clock;

describe('POST /__fake-bank/clock', () => {
  it('accepts days and instants from 2000-01-01 to 2099-12-31 WIB', async () => {
    const move = (body: object) =>
      request(app).post('/__fake-bank/clock').set(SESSION, 'bounds-clock').send(body);
    expect(((await move({ date: '2000-01-01' }).expect(200)).body as { clock: string }).clock).toMatch(
      /^2000-01-01T00:00:0\d\+07:00$/,
    );
    expect(((await move({ date: '2099-12-31' }).expect(200)).body as { clock: string }).clock).toMatch(
      /^2099-12-31T00:00:0\d\+07:00$/,
    );
    await move({ date: '2099-12-31T23:59:00+07:00' }).expect(200);
    await move({ date: '2030-06-01T10:00:00Z' }).expect(200);
  });

  it('refuses a date outside with a clear 400, and the clock stays where it was', async () => {
    const session = 'bounds-clock-out';
    await request(app)
      .post('/__fake-bank/clock')
      .set(SESSION, session)
      .send({ date: '2026-11-21' })
      .expect(200);
    const before = await clockOf(session);
    for (const date of [
      '0001-01-01',
      '1999-12-31',
      '1999-12-31T23:59:59+07:00',
      // 2000-01-01 00:00 UTC is still 1999 nowhere in WIB... but 16:59 UTC the day before is.
      '1999-12-31T16:59:59Z',
      '2100-01-01',
      '2099-12-31T17:00:00Z',
      '2100-12-31',
      '2999-01-01',
      '9999-12-31T00:00:00+07:00',
    ]) {
      const res = await request(app)
        .post('/__fake-bank/clock')
        .set(SESSION, session)
        .send({ date })
        .expect(400);
      expect((res.body as { error: string }).error, date).toBe(
        'date: must be a day or an instant within the years the bank serves, 2000-01-01 to 2099-12-31 (WIB)',
      );
    }
    expect((await clockOf(session)).slice(0, 16)).toBe(before.slice(0, 16));
  });

  it('refuses an advance that would leave the years, saying where it would have landed', async () => {
    const session = 'bounds-clock-advance';
    const move = (body: object) => request(app).post('/__fake-bank/clock').set(SESSION, session).send(body);
    await move({ date: '2099-12-01' }).expect(200);
    const res = await move({ advanceDays: 31 }).expect(400);
    expect((res.body as { error: string }).error).toMatch(
      /^advanceDays: would move the clock to 2100-01-01T00:00:\d\d\+07:00, outside the years the bank serves \(2000-01-01 to 2099-12-31 \(WIB\)\); the clock did not move$/,
    );
    expect((await clockOf(session)).slice(0, 10)).toBe('2099-12-01');
    await move({ advanceDays: 30 }).expect(200);

    await move({ date: '2000-01-01T00:10:00+07:00' }).expect(200);
    const back = await move({ advanceMinutes: -11 }).expect(400);
    expect((back.body as { error: string }).error).toMatch(
      /^advanceMinutes: would move the clock to 1999-12-31T23:59/,
    );
    expect((await clockOf(session)).slice(0, 15)).toBe('2000-01-01T00:1');
    await move({ advanceMinutes: -10 }).expect(200);
  });

  // Builds every scenario twice: room for a loaded 2-core machine.
  it(
    "at the first of the served years every scenario's home answers within its contract (the last: the long-clock sweep)",
    { timeout: 120_000 },
    async () => {
      const bank = testBank();
      for (const scenario of catalogue.values()) {
        const sessionId = `bounds-ends-${scenario.id.replace(/\W/g, '-')}`;
        const call = (method: string, path: string, csrfToken?: string) =>
          bank.handle({ sessionId, method, path, query: {}, body: {}, csrfToken, lang: 'id' });
        bank.resetSession(sessionId, scenario.id);
        const token = call('GET', CSRF);
        const csrf =
          token.kind === 'envelope' ? (token.envelope.ret_data as { csrf_token: string }).csrf_token : '';
        for (const date of ['2000-01-01T00:00:00+07:00']) {
          bank.setClock(sessionId, { date });
          const home = call('POST', CENTER, csrf);
          expect(home.trace, `${scenario.id} at ${date}`).not.toMatch(/contract-mismatch-in-bank/);
        }
      }
    },
  );
});

describe('POST /__fake-bank/faults', () => {
  const fault = (i: number) => ({ path: `/never/${i}`, kind: 'code', code: '80488999' });
  const arm = (session: string, count: number, from = 0) =>
    request(app)
      .post('/__fake-bank/faults')
      .set(SESSION, session)
      .send({ next: Array.from({ length: count }, (_, i) => fault(from + i)) });
  const armed = async (session: string) =>
    (
      (await request(app).get('/__fake-bank/session').set(SESSION, session).expect(200)).body as {
        faults: unknown[];
      }
    ).faults.length;

  it(`arms up to ${MAX_ARMED_FAULTS} per session; beyond, a clear 400 and nothing armed`, async () => {
    const session = 'bounds-faults';
    await arm(session, 30).expect(200);
    const res = await arm(session, 21, 30).expect(400);
    expect((res.body as { error: string }).error).toBe(
      'next: at most 50 faults are armed in a session; 30 are, and 21 more would make 51. Nothing was armed: ' +
        'disarm some (DELETE /__fake-bank/faults/<index>) or reset the session.',
    );
    expect(await armed(session)).toBe(30);
    // The latency of a refused call is not set either.
    await request(app)
      .post('/__fake-bank/faults')
      .set(SESSION, session)
      .send({ latencyMs: 500, next: Array.from({ length: 21 }, (_, i) => fault(i)) })
      .expect(400);
    expect(
      ((await request(app).get('/__fake-bank/session').set(SESSION, session)).body as { latencyMs: number })
        .latencyMs,
    ).toBe(0);
    await arm(session, 20, 30).expect(200);
    expect(await armed(session)).toBe(MAX_ARMED_FAULTS);
    await arm(session, 1, 99).expect(400);
    // A latency alone still changes when the list is full; a disarm makes room again.
    await request(app).post('/__fake-bank/faults').set(SESSION, session).send({ latencyMs: 10 }).expect(200);
    await request(app).delete('/__fake-bank/faults/0').set(SESSION, session).expect(200);
    await arm(session, 1, 99).expect(200);
  });

  it('a single call of more than 50 is refused by its schema', async () => {
    const res = await arm('bounds-faults-one', 51).expect(400);
    expect((res.body as { error: string }).error).toBe('next: must have at most 50 items');
  });
});

describe('GET /__fake-bank/sessions', () => {
  it('answers a page, most recently used first, with the total', async () => {
    for (let i = 0; i < 7; i++) {
      // A session in use (a token fetch alone keeps none, decision 0081).
      await request(app)
        .post('/__fake-bank/session')
        .set(SESSION, `bounds-list-${i}`)
        .send({ scenario: scenarioCatalogue.defaultId })
        .expect(200);
    }
    const all = (await request(app).get('/__fake-bank/sessions').expect(200)).body as {
      total: number;
      offset: number;
      limit: number;
      sessions: Array<{ id: string }>;
    };
    expect(all).toMatchObject({ total: 7, offset: 0, limit: 100 });
    expect(all.sessions).toHaveLength(7);
    const page = (await request(app).get('/__fake-bank/sessions?offset=2&limit=3').expect(200))
      .body as typeof all;
    expect(page).toMatchObject({ total: 7, offset: 2, limit: 3 });
    expect(page.sessions.map((s) => s.id)).toEqual(all.sessions.slice(2, 5).map((s) => s.id));
    const past = (await request(app).get('/__fake-bank/sessions?offset=7').expect(200)).body as typeof all;
    expect(past).toMatchObject({ total: 7, sessions: [] });
  });

  it('refuses a page it cannot read, saying which value and why', async () => {
    for (const [query, error] of [
      ['limit=0', 'limit: must be a whole number from 1 to 500'],
      ['limit=501', 'limit: must be a whole number from 1 to 500'],
      ['limit=ten', 'limit: must be a whole number from 1 to 500'],
      ['offset=-1', 'offset: must be a whole number from 0 to 999999999'],
      [
        'offset=1.5&limit=2.5',
        'offset: must be a whole number from 0 to 999999999; limit: must be a whole number from 1 to 500',
      ],
      ['limit=1&limit=2', 'limit: must be a whole number from 1 to 500'],
    ]) {
      const res = await request(app).get(`/__fake-bank/sessions?${query}`).expect(400);
      expect((res.body as { error: string }).error, query).toBe(error);
    }
  });

  it('pages past 500 in the SQLite store, every session counted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-bank-bounds-'));
    const store = new SqliteSessionStore(join(dir, 'bank.sqlite'));
    const bank = testBank({ store });
    for (let i = 0; i < 520; i++)
      await bank.store.unit(`bounds-many-${i}`, () => bank.ensureSession(`bounds-many-${i}`));
    const sqlApp = createHttpApp({ bank, logger: pino({ level: 'silent' }) });
    const last = (await request(sqlApp).get('/__fake-bank/sessions?offset=500&limit=500').expect(200))
      .body as {
      total: number;
      sessions: unknown[];
    };
    expect(last.total).toBe(520);
    expect(last.sessions).toHaveLength(20);
    await store.close();
  });
});

describe('the call log', () => {
  it(`keeps at most ${LOG_LIMIT} calls for every session in the SQLite store, not only one of them`, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fake-bank-log-cap-'));
    const file = join(dir, 'bank.sqlite');
    const store = new SqliteSessionStore(file);
    const bank = testBank({ store });
    const sessions = Array.from({ length: 20 }, (_, i) => `bounds-log-${i}`);
    // Sessions in use (a new visitor's token fetch keeps no log, decision 0081).
    for (const id of sessions) await store.unit(id, () => bank.resetSession(id, scenarioCatalogue.defaultId));
    // Interleaved, as a QA floor calls, each session past the cap: half of them only read (their log rows
    // queued), half only change their session and log (written at once).
    for (let round = 0; round < LOG_LIMIT + 30; round++) {
      for (const [index, sessionId] of sessions.entries()) {
        if (index % 2) {
          await bank.serve({
            sessionId,
            method: 'GET',
            path: CSRF,
            query: {},
            body: {},
            csrfToken: undefined,
            lang: 'id',
          });
        } else {
          await store.unit(sessionId, () => {
            bank.setClock(sessionId, { advanceMinutes: 1 });
            bank.collect(sessionId, { type: 'round', round });
          });
        }
      }
    }
    // While it runs, each session's rows stay within TRIM_EVERY of the cap; its log reads the last LOG_LIMIT.
    store.flush();
    const live = openDatabase(file);
    const most = live
      .prepare<[], { n: number }>(
        'SELECT max(n) AS n FROM (SELECT count(*) AS n FROM fb_call_log GROUP BY session_id)',
      )
      .get()!.n;
    live.close();
    expect(most).toBeLessThan(LOG_LIMIT + TRIM_EVERY);
    const log = await store.readLog(sessions[0]!);
    expect(log).toHaveLength(LOG_LIMIT);
    await store.close();
    const db = openDatabase(file);
    const rows = db
      .prepare<[], { session_id: string; n: number }>(
        'SELECT session_id, count(*) AS n FROM fb_call_log GROUP BY session_id',
      )
      .all();
    db.close();
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row.n, row.session_id).toBe(LOG_LIMIT);
  });
});
