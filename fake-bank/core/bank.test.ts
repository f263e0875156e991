import { beforeEach, describe, expect, it } from 'vitest';
import {
  CODES,
  EnvelopeSchema,
  endpoints,
  isSuccessCode,
  urlPathOf,
  type Envelope,
  type Lang,
} from '../../contracts';
// A kernel test: it tests createBank itself, so it builds its bank directly (issue 41: others use bank-driver.ts).
import { createBank, type BankAnswer, type BankRequest } from './bank';
import { toWibIso } from '../kernel/clock';
import { DAY_MS } from '../../contracts/dates';
import type { MemorySessionStore } from './session-store';
import { scenarioCatalogue } from '../../scenarios';

const START_REAL = Date.parse('2030-01-01T00:00:00Z');

let realNow = START_REAL;
let bank: ReturnType<typeof createBank>;

beforeEach(() => {
  realNow = START_REAL;
  bank = createBank({ scenarios: scenarioCatalogue, realNow: () => realNow });
});

const csrfPath = urlPathOf(endpoints.csrfToken);
const notifyPath = urlPathOf(endpoints.saveNotifyRequest);
const preCheckPath = urlPathOf(endpoints.preCheck);
const channelPath = urlPathOf(endpoints.channelConfig);

function call(
  sessionId: string,
  path: string,
  body: unknown = {},
  extra: Partial<Omit<BankRequest, 'sessionId' | 'path' | 'body'>> = {},
): BankAnswer {
  return bank.handle({
    sessionId,
    method: 'POST',
    path,
    query: {},
    body,
    csrfToken: undefined,
    lang: 'id',
    ...extra,
  });
}

function envelopeOf(answer: BankAnswer): { status: number; envelope: Envelope } {
  if (answer.kind !== 'envelope')
    throw new Error(`expected an envelope, got fault ${JSON.stringify(answer.fault)}`);
  // Whatever the bank answers must itself be a valid envelope.
  EnvelopeSchema.parse(answer.envelope);
  return { status: answer.status, envelope: answer.envelope };
}

function getCsrf(sessionId: string, lang: Lang = 'id'): string {
  const { envelope } = envelopeOf(
    bank.handle({
      sessionId,
      method: 'GET',
      path: csrfPath,
      query: {},
      body: undefined,
      csrfToken: undefined,
      lang,
    }),
  );
  expect(envelope.ret_code).toBe('0000');
  const token = (envelope.ret_data as { csrf_token: string }).csrf_token;
  expect(token).toMatch(/^[0-9a-f]{32}$/);
  return token;
}

/** A POST carrying the session's csrf token. */
function post(sessionId: string, path: string, body: unknown, lang: Lang = 'id') {
  const token = bank.ensureSession(sessionId).csrfToken ?? getCsrf(sessionId);
  return bank.handle({ sessionId, method: 'POST', path, query: {}, body, csrfToken: token, lang });
}

describe('unknown paths', () => {
  it('answers a 404 NOT_FOUND envelope', () => {
    const { status, envelope } = envelopeOf(call('s1', '/ifes/no/such/call'));
    expect(status).toBe(404);
    expect(envelope.ret_code).toBe(CODES.NOT_FOUND.code);
    expect(envelope.ret_msg).toBe(CODES.NOT_FOUND.id);
    expect(envelope.ret_data).toEqual({ method: 'POST', path: '/ifes/no/such/call' });
    expect(envelope.system_time).toMatch(/^\d{14}$/);
  });

  it('answers 404 for a known path called with the wrong method', () => {
    const { status, envelope } = envelopeOf(
      call('s1', csrfPath, {}, { method: 'POST' }), // csrf_token/get is a GET
    );
    expect(status).toBe(404);
    expect(envelope.ret_code).toBe(CODES.NOT_FOUND.code);
    const get = envelopeOf(call('s1', preCheckPath, undefined, { method: 'GET' }));
    expect(get.status).toBe(404);
  });
});

describe('CSRF', () => {
  it('refuses a POST without a token before any token was issued, and changes nothing', () => {
    bank.resetSession('s1', 'apply.not-whitelisted');
    const { status, envelope } = envelopeOf(call('s1', notifyPath));
    expect(status).toBe(403);
    expect(envelope.ret_code).toBe(CODES.CSRF_INVALID.code);
    expect(envelope.ret_msg).toBe(CODES.CSRF_INVALID.id);
    expect(bank.ensureSession('s1').state.paylater.notifyRequested).toBe(false);
  });

  it('refuses a POST with a missing or wrong token once one was issued, and changes nothing', () => {
    bank.resetSession('s1', 'apply.not-whitelisted');
    const token = getCsrf('s1');
    for (const wrong of [undefined, '', 'x' + token.slice(1), token.toUpperCase()]) {
      const { status, envelope } = envelopeOf(call('s1', notifyPath, {}, { csrfToken: wrong }));
      expect(status).toBe(403);
      expect(envelope.ret_code).toBe(CODES.CSRF_INVALID.code);
    }
    expect(bank.ensureSession('s1').state.paylater.notifyRequested).toBe(false);
  });

  it("refuses another session's token", () => {
    const tokenA = getCsrf('session-a');
    getCsrf('session-b');
    const { status } = envelopeOf(call('session-b', notifyPath, {}, { csrfToken: tokenA }));
    expect(status).toBe(403);
    expect(bank.ensureSession('session-b').state.paylater.notifyRequested).toBe(false);
  });

  it('accepts a POST with the issued token, which then changes the state', () => {
    bank.resetSession('s1', 'apply.not-whitelisted');
    const token = getCsrf('s1');
    const { status, envelope } = envelopeOf(call('s1', notifyPath, {}, { csrfToken: token }));
    expect(status).toBe(200);
    expect(envelope.ret_code).toBe('0000');
    expect(envelope.ret_data).toEqual({ subscribed: 'Y' });
    expect(bank.ensureSession('s1').state.paylater.notifyRequested).toBe(true);
  });

  it('keeps one token per session, so a second tab does not void the first; a reset issues a new one', () => {
    const first = getCsrf('s1');
    expect(getCsrf('s1')).toBe(first);
    expect(envelopeOf(call('s1', notifyPath, {}, { csrfToken: first })).status).toBe(200);
    bank.resetSession('s1', 'apply.can-apply');
    expect(envelopeOf(call('s1', notifyPath, {}, { csrfToken: first })).status).toBe(403);
    const fresh = getCsrf('s1');
    expect(fresh).not.toBe(first);
    expect(envelopeOf(call('s1', notifyPath, {}, { csrfToken: fresh })).status).toBe(200);
  });
});

describe('bad input', () => {
  const huge = 'x'.repeat(10_000);
  const cases: Array<[string, string, unknown]> = [
    ['missing fields', preCheckPath, {}],
    ['one field missing', preCheckPath, { partnerId: 'p1' }],
    ['wrong types', preCheckPath, { partnerId: 1, userToken: true }],
    ['a 10k-char string', preCheckPath, { partnerId: huge, userToken: 't' }],
    ['a 10k-char string (256 max)', channelPath, { appId: huge, marketingChannel: 'm' }],
    ['an empty required string', channelPath, { appId: '', marketingChannel: 'm' }],
    ['an array body', preCheckPath, [{ partnerId: 'p', userToken: 't' }]],
    ['an array body on a no-parameter call', notifyPath, []],
    ['a null body', notifyPath, null],
    ['no body', notifyPath, undefined],
    ['a string body', notifyPath, 'partnerId=p'],
    ['a number body', notifyPath, 42],
    ['nested objects where strings belong', preCheckPath, { partnerId: { $gt: '' }, userToken: ['t'] }],
    ['a wrong literal', urlPathOf(endpoints.getConfig), { module: 'OTHER' }],
    [
      'fields hidden under __proto__',
      preCheckPath,
      JSON.parse('{"__proto__": {"partnerId": "p", "userToken": "t", "polluted": "yes"}}'),
    ],
  ];

  it.each(cases)('answers 400 BAD_REQUEST for %s', (_name, path, body) => {
    bank.resetSession('s1', 'apply.not-whitelisted');
    const { status, envelope } = envelopeOf(post('s1', path, body));
    expect(status).toBe(400);
    expect(envelope.ret_code).toBe(CODES.BAD_REQUEST.code);
    expect(envelope.ret_msg).toBe(CODES.BAD_REQUEST.id);
    const data = envelope.ret_data as { issues: Array<{ path: string; message: string }> };
    expect(data.issues.length).toBeGreaterThan(0);
    expect(data.issues.length).toBeLessThanOrEqual(10);
    expect(JSON.stringify(envelope)).not.toContain(huge);
    expect(bank.ensureSession('s1').state.paylater.notifyRequested).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('names the failing fields', () => {
    const { envelope } = envelopeOf(post('s1', preCheckPath, { partnerId: 'p' }));
    const paths = (envelope.ret_data as { issues: Array<{ path: string }> }).issues.map((i) => i.path);
    expect(paths).toEqual(['userToken']);
  });

  it('still answers the right body afterwards', () => {
    expect(
      envelopeOf(post('s1', preCheckPath, { partnerId: 'x'.repeat(10_000), userToken: 't' })).status,
    ).toBe(400);
    const { status, envelope } = envelopeOf(post('s1', preCheckPath, { partnerId: 'p', userToken: 't' }));
    expect(status).toBe(200);
    expect(envelope.ret_code).toBe('0000');
  });
});

describe('faults', () => {
  it('a code fault answers the given code once, then the bank answers normally', () => {
    bank.armFaults('s1', { next: [{ path: '/ams/account/pre_check', kind: 'code', code: '80488999' }] });
    const first = envelopeOf(post('s1', preCheckPath, { partnerId: 'p', userToken: 't' }));
    expect(first.status).toBe(200);
    expect(first.envelope.ret_code).toBe('80488999');
    expect(first.envelope.ret_msg).toBe(CODES.SERVERS_BUSY.id);
    expect(first.envelope.ret_data).toBeNull();
    const second = envelopeOf(post('s1', preCheckPath, { partnerId: 'p', userToken: 't' }));
    expect(second.envelope.ret_code).toBe('0000');
    expect(bank.ensureSession('s1').faults).toEqual([]);
  });

  it('a code fault without a code answers CANNOT_PROCESS', () => {
    getCsrf('s1');
    bank.armFaults('s1', { next: [{ kind: 'code' }] });
    const { envelope } = envelopeOf(post('s1', preCheckPath, { partnerId: 'p', userToken: 't' }));
    expect(envelope.ret_code).toBe(CODES.CANNOT_PROCESS.code);
  });

  it('only hits calls whose path contains the fault path', () => {
    getCsrf('s1');
    bank.armFaults('s1', { next: [{ path: '/ams/account/pre_check', kind: 'code', code: '80430223' }] });
    expect(envelopeOf(post('s1', channelPath, { appId: 'a', marketingChannel: 'm' })).envelope.ret_code).toBe(
      '0000',
    );
    expect(envelopeOf(post('s1', notifyPath, {})).envelope.ret_code).toBe('0000');
    expect(bank.ensureSession('s1').faults).toHaveLength(1);
    const hit = envelopeOf(post('s1', preCheckPath, { partnerId: 'p', userToken: 't' }));
    expect(hit.envelope.ret_code).toBe('80430223');
    expect(hit.envelope.ret_msg).toBe(CODES.OTP_LOCKED.id);
  });

  it('a fault without a path hits the very next call, and faults are taken in order', () => {
    getCsrf('s1');
    bank.armFaults('s1', {
      next: [
        { kind: 'code', code: '80499999' },
        { kind: 'code', code: '80488999' },
      ],
    });
    expect(envelopeOf(post('s1', notifyPath, {})).envelope.ret_code).toBe('80499999');
    expect(envelopeOf(post('s1', channelPath, { appId: 'a', marketingChannel: 'm' })).envelope.ret_code).toBe(
      '80488999',
    );
    expect(envelopeOf(post('s1', notifyPath, {})).envelope.ret_code).toBe('0000');
  });

  it('a code fault does not run the handler', () => {
    bank.resetSession('s1', 'apply.not-whitelisted');
    const token = getCsrf('s1');
    bank.armFaults('s1', { next: [{ path: notifyPath, kind: 'code', code: '80488999' }] });
    call('s1', notifyPath, {}, { csrfToken: token });
    expect(bank.ensureSession('s1').state.paylater.notifyRequested).toBe(false);
  });

  it.each(['network', 'timeout', 'http'] as const)('a %s fault is handed to the transport', (kind) => {
    bank.armFaults('s1', {
      latencyMs: 1200,
      next: [{ path: '/pre_check', kind, ...(kind === 'http' ? { status: 503 } : {}) }],
    });
    const answer = post('s1', preCheckPath, { partnerId: 'p', userToken: 't' });
    expect(answer.kind).toBe('fault');
    if (answer.kind !== 'fault') return;
    expect(answer.fault.kind).toBe(kind);
    if (kind === 'http') expect(answer.fault.status).toBe(503);
    expect(answer.latencyMs).toBe(1200);
    expect(answer.trace).toContain(`rule=fault:${kind}`);
    expect(post('s1', preCheckPath, { partnerId: 'p', userToken: 't' }).kind).toBe('envelope');
  });

  it('refuses faults that break their schema', () => {
    expect(() => bank.armFaults('s1', { next: [{ kind: 'explode' as 'code' }] })).toThrow();
    expect(() => bank.armFaults('s1', { latencyMs: -1 })).toThrow();
    expect(bank.ensureSession('s1').faults).toEqual([]);
  });

  it('static files only take faults that name them (explicitOnly)', () => {
    bank.armFaults('s1', { next: [{ kind: 'code', code: '80488999' }] });
    expect(bank.takeFault('s1', '/assets/apply-page-abc.js', true)).toBeUndefined();
    expect(bank.ensureSession('s1').faults).toHaveLength(1);

    bank.armFaults('s1', { next: [{ path: '/assets/apply-page', kind: 'http', status: 503 }] });
    expect(bank.takeFault('s1', '/assets/index-abc.js', true)).toBeUndefined();
    expect(bank.takeFault('s1', '/assets/apply-page-abc.js', true)).toEqual({
      path: '/assets/apply-page',
      kind: 'http',
      status: 503,
    });
    expect(bank.takeFault('s1', '/assets/apply-page-abc.js', true)).toBeUndefined();
    // The path-less fault is still waiting for the next bank call.
    expect(bank.ensureSession('s1').faults).toEqual([{ kind: 'code', code: '80488999' }]);
  });

  it('a scenario arms its own faults when the session starts', () => {
    bank.resetSession('s1', 'net.servers-busy');
    expect(envelopeOf(post('s1', preCheckPath, { partnerId: 'p', userToken: 't' })).envelope.ret_code).toBe(
      '80488999',
    );
    // Starting the scenario again arms it again (the scenario's own list is not consumed).
    bank.resetSession('s2', 'net.servers-busy');
    expect(envelopeOf(post('s2', preCheckPath, { partnerId: 'p', userToken: 't' })).envelope.ret_code).toBe(
      '80488999',
    );
  });
});

describe('clock', () => {
  it('starts at the scenario clock and runs with real time', () => {
    const session = bank.resetSession('s1', 'apply.can-apply');
    expect(bank.describeClock(session)).toBe('2026-11-21T10:00:00+07:00');
    realNow += 65_000;
    expect(bank.describeClock(session)).toBe('2026-11-21T10:01:05+07:00');
  });

  it('sets a date and moves by days and minutes', () => {
    bank.resetSession('s1', 'apply.can-apply');
    let session = bank.setClock('s1', { date: '2027-02-28T23:50:00+07:00' });
    expect(bank.describeClock(session)).toBe('2027-02-28T23:50:00+07:00');
    session = bank.setClock('s1', { advanceMinutes: 15 });
    expect(bank.describeClock(session)).toBe('2027-03-01T00:05:00+07:00');
    session = bank.setClock('s1', { advanceDays: 2 });
    expect(bank.describeClock(session)).toBe('2027-03-03T00:05:00+07:00');
    realNow += DAY_MS;
    expect(bank.describeClock(session)).toBe('2027-03-04T00:05:00+07:00');
    session = bank.setClock('s1', { advanceDays: -4 });
    expect(bank.describeClock(session)).toBe('2027-02-28T00:05:00+07:00');
  });

  it('stamps system_time from the session clock', () => {
    bank.resetSession('s1', 'apply.can-apply');
    bank.setClock('s1', { date: '2026-12-31T23:59:30+07:00' });
    const { envelope } = envelopeOf(call('s1', '/ifes/nowhere'));
    expect(envelope.system_time).toBe('20261231235930');
  });

  it('keeps clocks per session', () => {
    bank.resetSession('a1', 'apply.can-apply');
    bank.resetSession('b1', 'apply.can-apply');
    bank.setClock('a1', { advanceDays: 10 });
    expect(toWibIso(bank.businessNow(bank.ensureSession('a1')))).toBe('2026-12-01T10:00:00+07:00');
    expect(toWibIso(bank.businessNow(bank.ensureSession('b1')))).toBe('2026-11-21T10:00:00+07:00');
  });
});

describe('scenarios through the bank', () => {
  it('a new session starts in the default scenario', () => {
    expect(bank.ensureSession('fresh').scenarioId).toBe('apply.can-apply');
  });

  it('channelConfig answers 80430241 with access false in landing.access-code-80430241', () => {
    bank.resetSession('s1', 'landing.access-code-80430241');
    const { status, envelope } = envelopeOf(
      post('s1', channelPath, { appId: '50002LPT01', marketingChannel: 'mc' }),
    );
    expect(status).toBe(200);
    expect(envelope.ret_code).toBe('80430241');
    expect(isSuccessCode(envelope.ret_code)).toBe(true);
    expect(envelope.ret_data).toEqual({ access: false, marketingChannel: 'mc', image: '' });
  });

  it('channelConfig answers access false with 0000 in landing.access-denied', () => {
    bank.resetSession('s1', 'landing.access-denied');
    const { envelope } = envelopeOf(post('s1', channelPath, { appId: '50002LPT01', marketingChannel: 'mc' }));
    expect(envelope.ret_code).toBe('0000');
    expect((envelope.ret_data as { access: boolean }).access).toBe(false);
  });

  it('channelConfig answers access true in landing.access-allowed', () => {
    bank.resetSession('s1', 'landing.access-allowed');
    const { envelope } = envelopeOf(post('s1', channelPath, { appId: '50002LPT01', marketingChannel: 'mc' }));
    expect(envelope.ret_code).toBe('0000');
    expect((envelope.ret_data as { access: boolean }).access).toBe(true);
  });

  it('checkWhitelist answers N in apply.not-whitelisted and Y in apply.can-apply', () => {
    bank.resetSession('s1', 'apply.not-whitelisted');
    expect(envelopeOf(post('s1', urlPathOf(endpoints.checkWhitelist), {})).envelope.ret_data).toEqual({
      whitelistFlag: 'N',
    });
    bank.resetSession('s2', 'apply.can-apply');
    expect(envelopeOf(post('s2', urlPathOf(endpoints.checkWhitelist), {})).envelope.ret_data).toEqual({
      whitelistFlag: 'Y',
    });
  });

  it('resetting a session throws away its changes', () => {
    bank.resetSession('s1', 'apply.not-whitelisted');
    post('s1', notifyPath, {});
    expect(bank.ensureSession('s1').state.paylater.notifyRequested).toBe(true);
    bank.resetSession('s1', 'apply.not-whitelisted');
    expect(bank.ensureSession('s1').state.paylater.notifyRequested).toBe(false);
    expect(bank.ensureSession('s1').csrfToken).toBeNull();
  });

  it('refuses an unknown scenario', () => {
    expect(() => bank.resetSession('s1', 'no.such-scenario')).toThrow();
  });
});

describe('language', () => {
  it('answers ret_msg in English when lang is en, Indonesian otherwise', () => {
    expect(envelopeOf(call('s1', '/ifes/x', {}, { lang: 'en' })).envelope.ret_msg).toBe('Service not found.');
    expect(envelopeOf(call('s1', '/ifes/x', {}, { lang: 'id' })).envelope.ret_msg).toBe(
      'Layanan tidak ditemukan.',
    );
    expect(envelopeOf(call('s1', notifyPath, {}, { lang: 'en' })).envelope.ret_msg).toBe(
      CODES.CSRF_INVALID.en,
    );
    expect(envelopeOf(post('s1', notifyPath, null, 'en')).envelope.ret_msg).toBe(
      'The data sent is not valid.',
    );
    expect(envelopeOf(post('s1', notifyPath, {}, 'en')).envelope.ret_msg).toBe('Success');
    expect(envelopeOf(post('s1', notifyPath, {}, 'id')).envelope.ret_msg).toBe('Berhasil');
    bank.armFaults('s1', { next: [{ kind: 'code', code: '80488999' }] });
    expect(envelopeOf(post('s1', notifyPath, {}, 'en')).envelope.ret_msg).toBe(
      'Our servers are too busy right now. Please try again later.',
    );
  });
});

describe('log and trace', () => {
  it('logs every call with its answer and a trace naming scenario, rule, change and clock', () => {
    bank.resetSession('s1', 'apply.not-whitelisted');
    // A session the bank holds logs its token fetch (a new visitor's is not kept: session-bounds.test.ts).
    getCsrf('s1');
    post('s1', notifyPath, {});
    const log = (bank.store as MemorySessionStore).logOf('s1');
    expect(log.map((e) => [e.method, e.path, e.status])).toEqual([
      ['GET', csrfPath, 200],
      ['POST', notifyPath, 200],
    ]);
    expect(log[1]?.trace).toBe(
      'scenario=apply.not-whitelisted; rule=notify-request; change=notifyRequested=true; clock=2026-11-21T10:00:00+07:00',
    );
  });

  it('keeps the log bounded', () => {
    for (let i = 0; i < 130; i++) call('s1', '/ifes/x');
    expect((bank.store as MemorySessionStore).logOf('s1').length).toBeLessThanOrEqual(100);
  });
});
