import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpoints, urlPathOf } from '../../contracts';
import { testBank } from '../testing/bank-driver';
import { SqliteSessionStore } from '../store/sqlite-store';
import { createHttpApp } from './app';

/** Issue 39, build 4 over HTTP (decision 0081): a cookieless visitor who only looks keeps no row. */

type Db = { prepare: (sql: string) => { get: () => unknown } };
const countOf = (store: SqliteSessionStore, table: string) => {
  store.flush();
  return (
    (store as unknown as { db: Db }).db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }
  ).n;
};

describe('a cookieless visitor over HTTP', () => {
  it('gets a cookie and a token but no row nor log; its first change with them is served', async () => {
    const store = new SqliteSessionStore(':memory:');
    const app = createHttpApp({
      bank: testBank({ store }),
      logger: pino({ level: 'silent' }),
    });
    const token = await request(app).get(urlPathOf(endpoints.csrfToken)).expect(200);
    const cookie = token.headers['set-cookie'] as unknown as string[] | undefined;
    expect(cookie?.[0]).toMatch(/^fb_session=[0-9a-f]{32};/);
    const csrf = (token.body as { ret_data: { csrf_token: string } }).ret_data.csrf_token;
    await request(app).get('/__fake-bank/session').expect(200);
    await request(app).get('/__fake-bank/device').expect(200);
    expect([countOf(store, 'fb_sessions'), countOf(store, 'fb_call_log')]).toEqual([0, 0]);

    const saved = await request(app)
      .post(urlPathOf(endpoints.saveNotifyRequest))
      .set('Cookie', cookie![0]!.split(';')[0]!)
      .set('csrf_token', csrf)
      .send({})
      .expect(200);
    expect((saved.body as { ret_code: string }).ret_code).toBe('0000');
    expect([countOf(store, 'fb_sessions'), countOf(store, 'fb_call_log')]).toEqual([1, 1]);
    await store.close();
  });
});
