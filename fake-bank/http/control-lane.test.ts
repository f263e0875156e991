import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

/**
 * Plain control writes from a tester's tools take the control lane past Express (control-lane.ts); the same
 * request sent chunked goes through Express's router and guards. A client must not be able to tell.
 */
let server: Server;
let port: number;

beforeAll(async () => {
  const app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

function send(path: string, headers: Record<string, string>, body: string, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (chunked) {
      // Without a Content-Length Node sends the body chunked: the lane declines it, Express serves it.
      req.write(body.slice(0, 1));
      req.end(body.slice(1));
    } else {
      req.setHeader('content-length', Buffer.byteLength(body));
      req.end(body);
    }
  });
}

/** What may differ: the moment, Express's weak ETag, the framing, and the clock each answer reads. */
function comparable(answer: Answer) {
  const { date: _date, 'transfer-encoding': _te, etag: _etag, ...headers } = answer.headers;
  delete headers['content-length'];
  if (headers['set-cookie']) headers['set-cookie'] = ['(a new session cookie)'];
  const body = answer.body
    .replace(/"clock":"[^"]+"/, '"clock":0')
    .replace(/"session":"[^"]+"/, '"session":0');
  return { status: answer.status, headers, body };
}

describe('the control lane and Express answer alike', () => {
  const cases = [
    { name: 'a clock move', path: '/__fake-bank/clock', body: '{"advanceMinutes":1}' },
    { name: 'a clock move out of range', path: '/__fake-bank/clock', body: '{"advanceDays":99999}' },
    { name: 'a bad clock body', path: '/__fake-bank/clock', body: '{"advanceMinutes":"x"}' },
    { name: 'a body that is not JSON', path: '/__fake-bank/clock', body: '{"adv' },
    { name: 'a body nested too deep', path: '/__fake-bank/faults', body: '['.repeat(40) + ']'.repeat(40) },
    { name: 'a fault armed', path: '/__fake-bank/faults', body: '{"next":[{"kind":"network"}]}' },
    { name: 'a scenario reset', path: '/__fake-bank/session', body: '{"scenario":"home.bill-ready"}' },
    { name: 'an unknown scenario', path: '/__fake-bank/session', body: '{"scenario":"no.such"}' },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      // A session each: the second call must not see the first one's change.
      const session = 'control-lane-' + c.name.replace(/\W/g, '-').slice(0, 30);
      const headers = (way: string) => ({
        'x-fake-bank-session': session + way,
        'content-type': 'application/json',
      });
      const lane = await send(c.path, headers('-l'), c.body);
      const express = await send(c.path, headers('-e'), c.body, true);
      expect(lane.headers['content-security-policy']).toBeTruthy();
      expect(lane.headers['cache-control']).toBe('no-store');
      expect(comparable(lane)).toEqual(comparable(express));
    });
  }

  it('issues a cookie to a caller without a session only when the operation uses one', async () => {
    const headers = { 'content-type': 'application/json' };
    for (const chunked of [false, true]) {
      const moved = await send('/__fake-bank/clock', headers, '{"advanceMinutes":1}', chunked);
      expect(moved.headers['set-cookie']?.[0]).toMatch(
        /^fb_session=[A-Za-z0-9]{32}; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const refused = await send('/__fake-bank/clock', headers, '{"advanceMinutes":"x"}', chunked);
      expect(refused.status).toBe(400);
      expect(refused.headers['set-cookie']).toBeUndefined();
    }
  });

  it('leaves a write from another site to Express, which refuses it', async () => {
    const answer = await send(
      '/__fake-bank/clock',
      { 'content-type': 'application/json', origin: 'http://evil.example' },
      '{"advanceMinutes":1}',
    );
    expect(answer.status).toBe(403);
  });
});
