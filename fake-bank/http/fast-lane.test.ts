import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, urlPathOf } from '../../contracts';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

/**
 * Plain bank calls take the fast lane past Express (fast-lane.ts); the rest go through Express. A client must
 * not be able to tell: the same request, sent so that it takes one way or the other (a body of known length,
 * or the same body chunked), gets the same status, headers and envelope.
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

function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
  chunked = false,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    if (body !== undefined && chunked) {
      // Without a Content-Length Node sends the body chunked: Express's way.
      req.write(body.slice(0, 1));
      req.end(body.slice(1));
    } else {
      if (body !== undefined) req.setHeader('content-length', Buffer.byteLength(body));
      req.end(body);
    }
  });
}

/** What may differ between two answers of one call: the moment and the trace's clock. */
function comparable(answer: Answer) {
  // Express adds a weak ETag to the answers it writes itself (a refused body): nobody caches bank calls.
  const {
    date: _date,
    'x-fake-bank-trace': _trace,
    'transfer-encoding': _te,
    etag: _etag,
    ...headers
  } = answer.headers;
  delete headers['content-length'];
  const body = answer.body.replace(/"system_time":"?\d+"?/, '"system_time":0');
  return { status: answer.status, headers, body };
}

async function token(session: string): Promise<string> {
  const res = await send('GET', urlPathOf(endpoints.csrfToken), { 'x-fake-bank-session': session });
  return (JSON.parse(res.body) as { ret_data: { csrf_token: string } }).ret_data.csrf_token;
}

describe('the fast lane and Express answer alike', () => {
  const cases = [
    { name: 'a read', path: urlPathOf(endpoints.creditPersonalCenter), body: '{}' },
    { name: 'a refused body', path: urlPathOf(endpoints.creditTryLoan), body: '{"LOAN_INIT_PRIN":"abc"}' },
    { name: 'a body that is not JSON', path: urlPathOf(endpoints.creditTryLoan), body: '{"LOAN' },
    {
      name: 'a body nested too deep',
      path: urlPathOf(endpoints.creditTryLoan),
      body: '['.repeat(40) + ']'.repeat(40),
    },
    { name: 'an unknown call', path: '/ifes/no/such/call', body: '{}' },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const session = 'fast-lane-' + c.name.replace(/\W/g, '-').slice(0, 30);
      const headers = {
        'x-fake-bank-session': session,
        'content-type': 'application/json',
        csrf_token: await token(session),
      };
      const fast = await send('POST', c.path, headers, c.body);
      const express = await send('POST', c.path, headers, c.body, true);
      expect(fast.headers['content-security-policy']).toBeTruthy();
      expect(comparable(fast)).toEqual(comparable(express));
    });
  }

  it('hands a browser without a session the same cookie either way', async () => {
    const path = urlPathOf(endpoints.csrfToken);
    const fast = await send('GET', path, {});
    // A GET with a body is not plain: Express serves it.
    const express = await send('GET', path, { 'content-type': 'application/json' }, '{}');
    for (const answer of [fast, express]) {
      expect(answer.headers['set-cookie']?.[0]).toMatch(
        /^fb_session=[A-Za-z0-9]{32}; Path=\/; HttpOnly; SameSite=Lax$/,
      );
    }
  });
});
