import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints, urlPathOf, type EndpointName } from '../../contracts';
import { DriftReportSchema } from '../core/control-answers';
import type { DriftEntry } from '../core/drift';
import { bankDriver, testBank } from '../testing/bank-driver';
import { createHttpApp } from './app';
import { createUpstream } from './upstream';

/**
 * FAKE_BANK_UPSTREAM: the bank as a pass-through proxy to another bank, checking its answers. Proven with a
 * second fake bank in the spec-only profile as the upstream (answers pass unchanged, nothing to report), and
 * with a stub bank that answers a wrong type, leaves fields out, adds one, gives an unknown code, a page that
 * is not JSON, an answer too late, and with no bank at all.
 */
const logger = pino({ level: 'silent' });
const servers: Server[] = [];

async function listen(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A bank at `origin` called as an API client does: its session header, the CSRF token first. */
function client(origin: string, session: string) {
  const headers = { 'X-Fake-Bank-Session': session, 'content-type': 'application/json' };
  let token: string | undefined;
  async function call(name: EndpointName, body: unknown = {}) {
    token ??= (
      (await (await fetch(`${origin}/ifes/common/csrf_token/get`, { headers })).json()) as {
        ret_data: { csrf_token: string };
      }
    ).ret_data.csrf_token;
    const response = await fetch(origin + urlPathOf(endpoints[name]), {
      method: 'POST',
      headers: { ...headers, csrf_token: token },
      body: JSON.stringify(body),
    });
    return { status: response.status, text: await response.text(), cookies: response.headers.getSetCookie() };
  }
  return { call, headers };
}

function proxyTo(base: string, timeoutMs = 2000) {
  const upstream = createUpstream({ base, logger, timeoutMs });
  const app = createHttpApp({ bank: testBank(), logger, upstream });
  return { upstream, listening: listen(app) };
}

/** The drift report, as the document and the dashboard describe it. */
async function driftAt(origin: string): Promise<{ upstream: string | null; entries: DriftEntry[] }> {
  return DriftReportSchema.parse(await (await fetch(`${origin}/__fake-bank/drift`)).json());
}

const withoutTime = (text: string) => {
  const { system_time: _time, ...rest } = JSON.parse(text) as Record<string, unknown>;
  return rest;
};

let specBank: string;
let proxied: string;

beforeAll(async () => {
  const bank = testBank({ profile: 'spec' });
  specBank = await listen(createHttpApp({ bank, logger }));
  proxied = await proxyTo(specBank).listening;
});

afterAll(() => {
  for (const server of servers) server.close();
});

describe('a pass-through proxy to a bank in the spec-only profile', () => {
  const READS: Array<[EndpointName, unknown]> = [
    ['creditPersonalCenter', {}],
    ['pointsBalance', {}],
    ['queryAccountStatus', {}],
    ['creditRepayInfo', {}],
  ];

  it('forwards session, CSRF and body, and hands the answer back as the upstream gave it', async () => {
    const session = 'drift-proxy-1';
    const setUp = await fetch(`${specBank}/__fake-bank/session`, {
      method: 'POST',
      headers: { 'X-Fake-Bank-Session': session, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'home.bill-ready' }),
    });
    expect(setUp.status).toBe(200);
    const through = client(proxied, session);
    const direct = client(specBank, session);
    for (const [name, body] of READS) {
      const a = await through.call(name, body);
      const b = await direct.call(name, body);
      expect(a.status, name).toBe(b.status);
      expect(withoutTime(a.text), name).toEqual(withoutTime(b.text));
      expect(JSON.parse(a.text), name).toHaveProperty('ret_message');
    }
  });

  it('finds nothing to report in the answers of a bank that answers as the spec describes', async () => {
    for (const scenario of ['home.overdue-late-fee', 'txn.filter', 'wallet.home', 'apply.approved']) {
      const session = `drift-${scenario.replace('.', '-')}`;
      await fetch(`${specBank}/__fake-bank/session`, {
        method: 'POST',
        headers: { 'X-Fake-Bank-Session': session, 'content-type': 'application/json' },
        body: JSON.stringify({ scenario }),
      });
      const through = client(proxied, session);
      for (const [name, body] of READS) await through.call(name, body);
    }
    const report = await driftAt(proxied);
    expect(report.upstream).toBe(specBank);
    expect(report.entries).toEqual([]);
  });
});

describe('the drift report names each planted difference', () => {
  let stub: string;
  let proxy: string;

  beforeAll(async () => {
    const real = bankDriver().session('home.bill-ready');
    const center = real.ok('creditPersonalCenter') as unknown as Record<string, unknown>;
    const points = real.ok('pointsBalance') as unknown as Record<string, unknown>;
    const { BILL_BAL_AMT: _dropped, ...centerWithout } = center;
    const { yesterdayEarnScore: _assumed, ...pointsWithout } = points;
    const envelope = (data: unknown, code = '0000') =>
      JSON.stringify({ ret_code: code, ret_msg: 'OK', ret_data: data, system_time: '20261121100000' });
    const answers: Record<string, (res: ServerResponse) => void> = {
      [urlPathOf(endpoints.csrfToken)]: (res) => res.end(envelope({ csrf_token: 'stub-token' })),
      [urlPathOf(endpoints.creditPersonalCenter)]: (res) =>
        res.end(envelope({ ...centerWithout, CREDIT_LIMIT: 5000000, LIMIT_AMT: '5000000' })),
      [urlPathOf(endpoints.pointsBalance)]: (res) => res.end(envelope(pointsWithout)),
      [urlPathOf(endpoints.pointsDetail)]: (res) => res.end(envelope(null, '99999999')),
      [urlPathOf(endpoints.queryAccountStatus)]: (res) => {
        res.statusCode = 503;
        res.setHeader('content-type', 'text/html');
        res.end('<html>Service Unavailable</html>');
      },
      [urlPathOf(endpoints.creditRepayInfo)]: (res) => void setTimeout(() => res.end(envelope({})), 1500),
    };
    stub = await listen((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.setHeader('set-cookie', 'bank_session=abc; Domain=bank.example; Path=/; HttpOnly');
      const answer = answers[(req.url ?? '').split('?')[0]!];
      if (answer) answer(res);
      else res.end(envelope(null, '80488999'));
    });
    proxy = await proxyTo(stub, 500).listening;
  });

  it('a wrong type, a spec field absent, an assumed name absent, a key unknown, an unknown code', async () => {
    const through = client(proxy, 'drift-stub-1');
    const center = await through.call('creditPersonalCenter');
    // The answer goes to the client as it came: the client's own contract check then refuses it.
    expect(JSON.parse(center.text).ret_data.CREDIT_LIMIT).toBe(5000000);
    // The upstream's cookie is set for this origin.
    expect(center.cookies).toEqual(['bank_session=abc; Path=/; HttpOnly']);
    await through.call('pointsBalance');
    await through.call('pointsDetail', {});
    const { entries } = await driftAt(proxy);
    const seen = entries.map(({ call, path, kind }) => `${kind} ${call} ${path}`);
    expect(seen).toEqual(
      expect.arrayContaining([
        'type creditPersonalCenter ret_data.CREDIT_LIMIT',
        'missing creditPersonalCenter ret_data.BILL_BAL_AMT',
        'unknown-field creditPersonalCenter ret_data.LIMIT_AMT',
        'assumed-absent pointsBalance ret_data.yesterdayEarnScore',
        'unknown-code pointsDetail ret_code',
      ]),
    );
    const wrongType = entries.find((e) => e.kind === 'type')!;
    expect(wrongType).toMatchObject({ expected: 'string', got: 'number', count: 1 });
    expect(entries.find((e) => e.kind === 'unknown-code')?.got).toBe('99999999');
  });

  it('a page that is not JSON, an answer too late, no bank at all: the client’s own failure, an entry', async () => {
    const through = client(proxy, 'drift-stub-2');
    const page = await through.call('queryAccountStatus');
    expect(page.status).toBe(503);
    expect(page.text).toContain('Service Unavailable');
    const late = await through.call('creditRepayInfo');
    expect(late.status).toBe(504);
    const nobody = await proxyTo('http://127.0.0.1:9').listening;
    const cut = await fetch(`${nobody}/ifes/common/csrf_token/get`);
    expect(cut.status).toBe(502);
    const kinds = (await driftAt(proxy)).entries.map((e) => `${e.kind} ${e.call}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'not-json queryAccountStatus',
        'http-status queryAccountStatus',
        'timeout creditRepayInfo',
      ]),
    );
    expect((await driftAt(nobody)).entries.map((e) => `${e.kind} ${e.call}`)).toEqual(['down csrfToken']);
  });

  it('counts a difference seen again instead of listing it twice, and forgets on DELETE', async () => {
    const through = client(proxy, 'drift-stub-3');
    await through.call('creditPersonalCenter');
    const again = (await driftAt(proxy)).entries.find((e) => e.kind === 'type')!;
    expect(again.count).toBe(2);
    expect((await fetch(`${proxy}/__fake-bank/drift`, { method: 'DELETE' })).status).toBe(204);
    expect((await driftAt(proxy)).entries).toEqual([]);
  });
});

describe('without an upstream', () => {
  it('answers the drift report with no upstream and nothing found', async () => {
    const plain = await listen(createHttpApp({ bank: testBank(), logger }));
    expect(await driftAt(plain)).toEqual({ upstream: null, entries: [] });
  });
});
