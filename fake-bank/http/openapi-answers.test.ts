import { Faker, base, en, id_ID } from '@faker-js/faker';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fake, setFaker } from 'zod-schema-faker/v4';
import {
  CALL_CODES,
  CODES,
  EVERY_CALL_CODES,
  EmailSchema,
  FullNameSchema,
  NewPasswordSchema,
  endpoints,
  isSuccessCode,
  urlPathOf,
  type AnyEndpoint,
  type EndpointName,
} from '../../contracts';
import { catalogue } from '../../scenarios';
import { type BankAnswer } from '../core/bank';
import { createHttpApp } from './app';
import { createAnswerValidator, type AnswerToCheck } from './openapi-validate';
import { testBank } from '../testing/bank-driver';

/**
 * The published document tells the whole truth: every call in every scenario, with a contract-valid request,
 * a request made of the scenario's own ids, and an empty one, and the transport's and the control surface's
 * answers, each validated with Ajv against /__fake-bank/openapi.json as served (not against the Zod schemas).
 */

const faker = new Faker({ locale: [id_ID, en, base] });
setFaker(faker);

/** Section 5 rule schemas whose regexes the generic faker cannot satisfy. */
const RULE_VALUES = new Map<unknown, () => string>([
  [EmailSchema, () => `${faker.string.alpha(8)}.${faker.string.numeric(3)}@contoh.co.id`.toLowerCase()],
  [FullNameSchema, () => `${faker.string.alpha(6)}x ${faker.string.alpha(6)}`],
  [NewPasswordSchema, () => `Aa1!${faker.string.alphanumeric(8)}`],
]);

function withRuleValues(schema: unknown, candidate: unknown): unknown {
  const shape = (schema as { shape?: Record<string, { _zod: { def: { innerType?: unknown } } }> }).shape;
  if (!shape || typeof candidate !== 'object' || candidate === null) return candidate;
  const copy = { ...(candidate as Record<string, unknown>) };
  for (const [key, field] of Object.entries(shape)) {
    const inner = RULE_VALUES.has(field) ? field : field._zod.def.innerType;
    const make = RULE_VALUES.get(inner);
    if (make && (key in copy || inner === field)) copy[key] = make();
  }
  return copy;
}

/** A request the contract accepts, generated from the schema with a fixed seed. */
function validRequest(endpoint: AnyEndpoint, seed: number): Record<string, unknown> | undefined {
  faker.seed(seed);
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = withRuleValues(endpoint.request, fake(endpoint.request));
    if (
      typeof candidate === 'object' &&
      candidate !== null &&
      endpoint.request.safeParse(candidate).success
    ) {
      return candidate as Record<string, unknown>;
    }
  }
  return undefined;
}

/** String values of the state by key (order numbers, loan refs, coupon ids...), to aim requests at them. */
function valuesByKey(state: unknown): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const stack: unknown[] = [state];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...node);
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (typeof value === 'string' && value) {
          const list = found.get(key) ?? [];
          if (list.length < 3) list.push(value);
          found.set(key, list);
        } else stack.push(value);
      }
    }
  }
  return found;
}

/** The valid request with every field the state has a value for taken from the state, when still valid. */
function aimedRequest(endpoint: AnyEndpoint, request: Record<string, unknown>, state: Map<string, string[]>) {
  const aimed = { ...request };
  let changed = false;
  for (const key of Object.keys(aimed)) {
    const value = state.get(key)?.[0];
    if (value !== undefined && typeof aimed[key] === 'string') {
      aimed[key] = value;
      changed = true;
    }
  }
  return changed && endpoint.request.safeParse(aimed).success ? aimed : undefined;
}

const table = Object.entries(endpoints) as Array<[EndpointName, AnyEndpoint]>;
const requests = new Map(
  table.map(([name, endpoint], index) => [name, validRequest(endpoint, 1000 + index)]),
);

/** A request fetch cannot send (another Host): status, content type and parsed body. */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: string) {
  const { port } = server.address() as AddressInfo;
  return new Promise<{ status: number; contentType: string; body: unknown }>((done, fail) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: method.toUpperCase(), path, headers },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const contentType = res.headers['content-type'] ?? '';
          done({
            status: res.statusCode ?? 0,
            contentType,
            body: contentType.includes('json') ? JSON.parse(text) : text,
          });
        });
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

let server: Server;
let origin: string;
let check: (answer: AnswerToCheck) => string[];
const bank = testBank({ realNow: () => Date.parse('2026-11-21T03:00:00Z') });
const violations: string[] = [];
/** Distinct status, call and code triples answered: how much of the document the drive reached. */
const seen = new Set<string>();
let checked = 0;

function record(label: string, answer: AnswerToCheck): void {
  checked += 1;
  const found = check(answer);
  if (found.length) {
    violations.push(
      `${label}: ${answer.method.toUpperCase()} ${answer.path} → ${answer.status} ` +
        `${JSON.stringify(answer.body).slice(0, 240)}: ${found.join('; ')}`,
    );
  }
}

/** What the transport would put on the wire for a core answer (undefined: a cut or held connection). */
function wireOf(answer: BankAnswer): { status: number; contentType: string; body: unknown } | undefined {
  if (answer.kind === 'envelope') {
    return {
      status: answer.status,
      contentType: 'application/json',
      body: JSON.parse(JSON.stringify(answer.envelope)),
    };
  }
  if (answer.fault.kind === 'http') {
    return { status: answer.fault.status ?? 500, contentType: 'text/plain', body: 'Injected HTTP fault' };
  }
  return undefined;
}

const declaredOf = (name: EndpointName) =>
  new Set<string>([...CALL_CODES[name], ...EVERY_CALL_CODES].map((c) => CODES[c].code));

beforeAll(async () => {
  const app = createHttpApp({ bank, logger: pino({ level: 'silent' }) });
  server = app.listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const document = (await (await fetch(`${origin}/__fake-bank/openapi.json`)).json()) as Record<
    string,
    unknown
  >;
  check = createAnswerValidator(document);
});

afterAll(() => {
  server.close();
});

describe('every answer of every call in every scenario matches the published document', () => {
  it('drives each call with a valid, an aimed and an empty request in all scenarios, in both profiles', () => {
    const started = Date.now();
    for (const [index, scenario] of [...catalogue.values()].entries()) {
      const sessionId = `oa-${scenario.id.replace(/[^A-Za-z0-9-]/g, '-')}`.slice(0, 64);
      // Every other scenario in the spec-only profile: its answers keep the same promise.
      const session = bank.resetSession(sessionId, scenario.id, index % 2 ? 'spec' : 'full');
      // A cut or held connection has no body to check; code and http faults stay armed and are checked.
      session.faults = session.faults.filter((f) => f.kind === 'code' || f.kind === 'http');
      session.latencyMs = 0;
      const state = valuesByKey(session.state);
      let token: string | undefined;
      const send = (
        name: EndpointName,
        endpoint: AnyEndpoint,
        payload: unknown,
        label: string,
        csrf = token,
      ) => {
        const get = endpoint.method === 'GET';
        const query = get && payload && typeof payload === 'object' ? payload : {};
        const answer = bank.handle({
          sessionId,
          method: get ? 'GET' : 'POST',
          path: urlPathOf(endpoint),
          // Query values arrive as strings.
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
          body: get ? undefined : payload,
          csrfToken: csrf,
          lang: checked % 2 ? 'en' : 'id',
        });
        const wire = wireOf(answer);
        if (!wire) return;
        record(`${scenario.id} ${name} ${label}`, {
          path: urlPathOf(endpoint),
          method: get ? 'get' : 'post',
          ...wire,
        });
        if (answer.kind !== 'envelope') return;
        const { ret_code: code, ret_data: data } = answer.envelope;
        seen.add(`${answer.status} ${name} ${code}`);
        if (name === 'csrfToken' && isSuccessCode(code)) token = (data as { csrf_token: string }).csrf_token;
        if (/code-data-mismatch-in-bank/.test(answer.trace)) {
          violations.push(
            `${scenario.id} ${name} ${label}: refusal data off its code's schema (${answer.trace})`,
          );
        }
        // The document lets a tester's fault inject any code: a code the bank chose must be declared.
        const injected = answer.trace.includes('rule=fault:');
        if (answer.status === 200 && !injected && !isSuccessCode(code) && !declaredOf(name).has(code)) {
          violations.push(`${scenario.id} ${name} ${label}: answered ${code}, not in CALL_CODES.${name}`);
        }
      };
      send('csrfToken', endpoints.csrfToken, {}, 'token');
      for (const [name, endpoint] of table) {
        const valid = requests.get(name);
        if (valid) {
          send(name, endpoint, valid, 'valid');
          const aimed = aimedRequest(endpoint, valid, state);
          if (aimed) send(name, endpoint, aimed, 'aimed');
        }
        send(name, endpoint, {}, 'empty');
      }
      // Again, on the state the first round left (codes sent, files uploaded, orders made, attempts used).
      const after = valuesByKey(bank.ensureSession(sessionId).state);
      for (const [name, endpoint] of table) {
        const valid = requests.get(name);
        const aimed = valid && aimedRequest(endpoint, valid, after);
        if (aimed) send(name, endpoint, aimed, 'aimed again');
      }
      // The transport-level refusals of the core: a POST without its token, a call with the wrong method.
      send('preCheck', endpoints.preCheck, {}, 'no csrf', undefined);
      const wrong = bank.handle({
        sessionId,
        method: 'GET',
        path: urlPathOf(endpoints.preCheck),
        query: {},
        body: undefined,
        csrfToken: undefined,
        lang: 'id',
      });
      const wire = wireOf(wrong);
      if (wire)
        record(`${scenario.id} wrong method`, {
          path: urlPathOf(endpoints.preCheck),
          method: 'post',
          ...wire,
        });
      // The expired-session notice answers the next call.
      bank.ensureSession(sessionId).notice = 'expired';
      send('checkWhitelist', endpoints.checkWhitelist, {}, 'expired notice');
    }
    const seconds = (Date.now() - started) / 1000;
    const refusals = [...seen].filter((k) => k.startsWith('200 ') && !/ 0000$/.test(k)).length;
    const declared = table.flatMap(([name]) => CALL_CODES[name].map((c) => `200 ${name} ${CODES[c].code}`));
    const reached = declared.filter((key) => seen.has(key)).length;
    console.info(
      `openapi answers: ${checked} answers of ${catalogue.size} scenarios checked in ${seconds} s; ` +
        `${seen.size} distinct status/call/code answers, ${refusals} of them refusals with HTTP 200; ` +
        `${reached} of the ${declared.length} codes CALL_CODES declares reached`,
    );
    expect(violations.slice(0, 25)).toEqual([]);
    expect(checked).toBeGreaterThan(catalogue.size * table.length * 2);
    // About 55,000 in-process answers: 15 s on a quiet machine, more while other suites run beside it.
  }, 240_000);

  it('answers the same on the wire: every call over HTTP in a few scenarios', async () => {
    violations.length = 0;
    for (const scenario of ['apply.can-apply', 'wallet.home', 'home.loss', 'net.servers-busy']) {
      const headers = { 'X-Fake-Bank-Session': `oa-wire-${scenario.replace(/\./g, '-')}` };
      await fetch(`${origin}/__fake-bank/session`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ scenario }),
      });
      let token = '';
      for (const [name, endpoint] of table) {
        const request = requests.get(name) ?? {};
        const path = urlPathOf(endpoint);
        let response: Response;
        if (endpoint.method === 'GET') {
          const query = new URLSearchParams(Object.entries(request).map(([k, v]) => [k, String(v)]));
          response = await fetch(`${origin}${path}?${query}`, { headers });
        } else if (endpoint.method === 'UPLOAD') {
          const form = new FormData();
          form.append(
            'file',
            new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: 'image/jpeg' }),
            'ktp.jpg',
          );
          for (const [k, v] of Object.entries(request)) if (k !== 'file') form.append(k, String(v));
          response = await fetch(`${origin}${path}`, {
            method: 'POST',
            headers: { ...headers, csrf_token: token },
            body: form,
          });
        } else {
          response = await fetch(`${origin}${path}`, {
            method: 'POST',
            headers: { ...headers, csrf_token: token, 'content-type': 'application/json' },
            body: JSON.stringify(request),
          });
        }
        const contentType = response.headers.get('content-type') ?? '';
        const text = await response.text();
        const body: unknown = contentType.includes('json') ? JSON.parse(text) : text;
        record(`wire ${scenario} ${name}`, {
          path,
          method: endpoint.method === 'GET' ? 'get' : 'post',
          status: response.status,
          contentType,
          body,
        });
        if (name === 'csrfToken') token = (body as { ret_data: { csrf_token: string } }).ret_data.csrf_token;
      }
    }
    expect(violations).toEqual([]);
  }, 120_000);

  it('documents the transport’s own answers over HTTP: broken, large, deep, bad header, unknown, faults', async () => {
    violations.length = 0;
    const session = 'oa-transport-1';
    const headers = { 'X-Fake-Bank-Session': session };
    await fetch(`${origin}/__fake-bank/session`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: 'apply.can-apply' }),
    });
    const token = (
      (await (await fetch(`${origin}/ifes/common/csrf_token/get`, { headers })).json()) as {
        ret_data: { csrf_token: string };
      }
    ).ret_data.csrf_token;
    const post = urlPathOf(endpoints.checkWhitelist);
    const upload = urlPathOf(endpoints.commonUploadFile);
    const form = (name: string) => {
      const data = new FormData();
      data.append(
        'file',
        new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], { type: 'image/jpeg' }),
        name,
      );
      data.append('fileType', 'KTP');
      return data;
    };
    const cases: Array<{ label: string; path: string; method: 'get' | 'post'; init: RequestInit }> = [
      {
        label: 'broken JSON',
        path: post,
        method: 'post',
        init: { body: '{"a":', headers: { 'content-type': 'application/json', csrf_token: token } },
      },
      {
        label: 'over 128 KB',
        path: post,
        method: 'post',
        init: {
          body: JSON.stringify({ big: 'x'.repeat(200_000) }),
          headers: { 'content-type': 'application/json', csrf_token: token },
        },
      },
      {
        label: 'nested too deep',
        path: post,
        method: 'post',
        init: {
          body: '['.repeat(40) + ']'.repeat(40),
          headers: { 'content-type': 'application/json', csrf_token: token },
        },
      },
      {
        label: 'bad session header',
        path: post,
        method: 'post',
        init: {
          body: '{}',
          headers: { 'content-type': 'application/json', csrf_token: token, 'X-Fake-Bank-Session': 'bad!' },
        },
      },
      {
        label: 'no csrf token',
        path: post,
        method: 'post',
        init: { body: '{}', headers: { 'content-type': 'application/json' } },
      },
      {
        label: 'a file upload',
        path: upload,
        method: 'post',
        init: { body: form('ktp.jpg'), headers: { csrf_token: token } },
      },
      {
        label: 'a cut upload',
        path: upload,
        method: 'post',
        init: {
          body: '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
          headers: { 'content-type': 'multipart/form-data; boundary=XYZ', csrf_token: token },
        },
      },
      {
        label: 'a GET with a bad query',
        path: urlPathOf(endpoints.ocrPreCheck),
        method: 'get',
        init: { method: 'GET' },
      },
    ];
    for (const c of cases) {
      const response = await fetch(`${origin}${c.path}`, {
        method: c.method.toUpperCase(),
        ...c.init,
        headers: { ...headers, ...(c.init.headers as Record<string, string>) },
      });
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.text();
      record(`transport ${c.label}`, {
        path: c.path,
        method: c.method,
        status: response.status,
        contentType,
        body: contentType.includes('json') ? JSON.parse(text) : text,
      });
    }
    // An unknown path answers the documented 404 envelope (checked against a documented call's 404).
    const unknown = await fetch(`${origin}/ifes/no/such/call`, { method: 'POST', headers });
    record('transport unknown path', {
      path: post,
      method: 'post',
      status: unknown.status,
      contentType: 'application/json',
      body: await unknown.json(),
    });
    // Faults a tester arms: an HTTP status with a text body, and any code with ret_data null.
    await fetch(`${origin}/__fake-bank/faults`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        next: [
          { kind: 'http', status: 503 },
          { kind: 'http', status: 400 },
          { kind: 'code', code: '80471003' },
        ],
      }),
    });
    // A Host the bank does not answer to, on a GET and a POST (fetch cannot name another Host).
    for (const [method, path] of [
      ['get', urlPathOf(endpoints.csrfToken)],
      ['post', post],
    ] as const) {
      const answer = await rawRequest(
        method,
        path,
        { Host: 'rebind.example', 'content-type': 'application/json' },
        '{}',
      );
      record(`transport host refused ${method}`, { path, method, ...answer });
    }
    for (const label of ['http 503', 'http 400', 'code with data stripped']) {
      const response = await fetch(`${origin}${post}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', csrf_token: token },
        body: '{}',
      });
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.text();
      record(`fault ${label}`, {
        path: post,
        method: 'post',
        status: response.status,
        contentType,
        body: contentType.includes('json') ? JSON.parse(text) : text,
      });
    }
    expect(violations).toEqual([]);
  });

  it('documents the control surface’s answers', async () => {
    violations.length = 0;
    const headers = { 'X-Fake-Bank-Session': 'oa-control-1' };
    const json = { ...headers, 'content-type': 'application/json' };
    const cases: Array<{
      label: string;
      path: string;
      documented?: string;
      method: 'get' | 'post' | 'patch' | 'delete';
      init?: RequestInit;
    }> = [
      { label: 'catalogue', path: '/__fake-bank/scenarios', method: 'get' },
      {
        label: 'reset',
        path: '/__fake-bank/session',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ scenario: 'wallet.home' }) },
      },
      {
        label: 'reset unknown',
        path: '/__fake-bank/session',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ scenario: 'no.such' }) },
      },
      {
        label: 'reset as a form',
        path: '/__fake-bank/session',
        method: 'post',
        init: {
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          body: 'scenario=home.loss',
        },
      },
      {
        label: 'reset from another site',
        path: '/__fake-bank/session',
        method: 'post',
        init: { headers: { ...json, Origin: 'https://elsewhere.test' }, body: '{}' },
      },
      {
        label: 'device switch',
        path: '/__fake-bank/session',
        method: 'patch',
        init: { headers: json, body: JSON.stringify({ device: { inApp: true } }) },
      },
      {
        label: 'device switch refused',
        path: '/__fake-bank/session',
        method: 'patch',
        init: { headers: json, body: JSON.stringify({ device: { inApp: 'yes' } }) },
      },
      { label: 'state', path: '/__fake-bank/session', method: 'get' },
      { label: 'sessions', path: '/__fake-bank/sessions', method: 'get' },
      {
        label: 'sessions page',
        path: '/__fake-bank/sessions?offset=1&limit=2',
        documented: '/__fake-bank/sessions',
        method: 'get',
      },
      {
        label: 'sessions bad page',
        path: '/__fake-bank/sessions?limit=0',
        documented: '/__fake-bank/sessions',
        method: 'get',
      },
      {
        label: 'clock',
        path: '/__fake-bank/clock',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ advanceDays: 1 }) },
      },
      {
        label: 'clock date',
        path: '/__fake-bank/clock',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ date: '2026-12-01' }) },
      },
      {
        label: 'clock bad',
        path: '/__fake-bank/clock',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ days: 1 }) },
      },
      {
        label: 'clock outside the served years',
        path: '/__fake-bank/clock',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ date: '9999-12-31' }) },
      },
      {
        label: 'clock on the last served day',
        path: '/__fake-bank/clock',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ date: '2099-12-31' }) },
      },
      {
        label: 'clock moved outside the served years',
        path: '/__fake-bank/clock',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ advanceDays: 1 }) },
      },
      {
        label: 'clock back',
        path: '/__fake-bank/clock',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ date: '2026-12-02' }) },
      },
      {
        label: 'faults',
        path: '/__fake-bank/faults',
        method: 'post',
        // A fault no call of this test meets, for the disarm below.
        init: {
          headers: json,
          body: JSON.stringify({ latencyMs: 0, next: [{ path: '/no/such/call', kind: 'timeout' }] }),
        },
      },
      {
        label: 'faults beyond the cap',
        path: '/__fake-bank/faults',
        method: 'post',
        init: {
          headers: json,
          body: JSON.stringify({
            next: Array.from({ length: 50 }, (_, i) => ({ path: `/no/such/${i}`, kind: 'timeout' })),
          }),
        },
      },
      {
        label: 'faults bad',
        path: '/__fake-bank/faults',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ next: [{ kind: 'nope' }] }) },
      },
      {
        label: 'disarm a fault',
        path: '/__fake-bank/faults/0',
        documented: '/__fake-bank/faults/{index}',
        method: 'delete',
      },
      {
        label: 'disarm no fault',
        path: '/__fake-bank/faults/0',
        documented: '/__fake-bank/faults/{index}',
        method: 'delete',
      },
      {
        label: 'gallery file missing',
        path: '/__fake-bank/gallery/nope.png',
        documented: '/__fake-bank/gallery/{file}',
        method: 'get',
      },
      { label: 'log', path: '/__fake-bank/log', method: 'get' },
      {
        label: 'simulate va',
        path: '/__fake-bank/simulate/va-payment',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ vaCode: '1234567890', amount: 10000 }) },
      },
      {
        label: 'simulate qris bad',
        path: '/__fake-bank/simulate/qris-payment',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ qrContent: 'x' }) },
      },
      {
        label: 'simulate agent',
        path: '/__fake-bank/simulate/agent-pickup',
        method: 'post',
        init: { headers: json, body: '{}' },
      },
      {
        label: 'simulate finish',
        path: '/__fake-bank/simulate/agent-finish',
        method: 'post',
        init: { headers: json, body: '{}' },
      },
      {
        label: 'simulate payment result',
        path: '/__fake-bank/simulate/payment-result',
        method: 'post',
        init: { headers: json, body: '{}' },
      },
      {
        label: 'simulate unknown',
        path: '/__fake-bank/simulate/nope',
        method: 'post',
        init: { headers: json, body: '{}' },
      },
      { label: 'device', path: '/__fake-bank/device', method: 'get' },
      {
        label: 'collector',
        path: '/__fake-bank/collector',
        method: 'post',
        init: { headers: json, body: JSON.stringify({ type: 'white-screen' }) },
      },
      { label: 'document', path: '/__fake-bank/openapi.json', method: 'get' },
      { label: 'docs page', path: '/__fake-bank/docs', method: 'get' },
      {
        label: 'download page',
        path: '/__fake-bank/download?platform=android',
        documented: '/__fake-bank/download',
        method: 'get',
      },
      { label: 'dashboard', path: '/__fake-bank', method: 'get' },
    ];
    for (const c of cases) {
      const response = await fetch(`${origin}${c.path}`, {
        method: c.method.toUpperCase(),
        headers,
        ...c.init,
      });
      const contentType = response.headers.get('content-type') ?? '';
      const text = await response.text();
      const body = contentType.includes('json') ? JSON.parse(text) : text;
      record(`control ${c.label}`, {
        path: c.documented ?? c.path,
        method: c.method,
        status: response.status,
        contentType,
        body,
      });
    }
    // Snapshots and diff (decision 0044): the ids come from the answers.
    const call = async (
      label: string,
      method: 'get' | 'post' | 'delete',
      path: string,
      documented?: string,
      body?: string,
    ) => {
      const response = await fetch(`${origin}${path}`, {
        method: method.toUpperCase(),
        headers: body === undefined ? headers : json,
        ...(body === undefined ? {} : { body }),
      });
      const text = await response.text();
      const contentType = response.headers.get('content-type') ?? '';
      const parsed: unknown = contentType.includes('json') ? JSON.parse(text) : text;
      record(`control ${label}`, {
        path: documented ?? path,
        method,
        status: response.status,
        contentType,
        body: parsed,
      });
      return parsed as { id?: string };
    };
    const snapshot = (
      await call('snapshot save', 'post', '/__fake-bank/snapshots', undefined, '{"title":"OA"}')
    ).id;
    const one = '/__fake-bank/snapshots/{id}';
    const file = await call('snapshot file', 'get', `/__fake-bank/snapshots/${snapshot}`, one);
    await call('snapshot import', 'post', '/__fake-bank/snapshots', undefined, JSON.stringify(file));
    await call(
      'snapshot import old',
      'post',
      '/__fake-bank/snapshots',
      undefined,
      JSON.stringify({ ...file, format: 0 }),
    );
    await call(
      'snapshot import broken',
      'post',
      '/__fake-bank/snapshots',
      undefined,
      '{"format":1,"state":{}}',
    );
    await call(
      'snapshot import too big',
      'post',
      '/__fake-bank/snapshots',
      undefined,
      JSON.stringify({ pad: 'x'.repeat(1_100_000) }),
    );
    await call('snapshots', 'get', '/__fake-bank/snapshots');
    await call('snapshot open', 'post', '/__fake-bank/session', undefined, JSON.stringify({ snapshot }));
    await call('snapshot open unknown', 'post', '/__fake-bank/session', undefined, '{"snapshot":"nosuch"}');
    await call(
      'diff',
      'get',
      `/__fake-bank/diff?from=scenario:wallet.home&to=snapshot:${snapshot}`,
      '/__fake-bank/diff',
    );
    await call('diff bad', 'get', '/__fake-bank/diff?from=x', '/__fake-bank/diff');
    await call(
      'diff unknown',
      'get',
      '/__fake-bank/diff?from=scenario:no&to=scenario:no',
      '/__fake-bank/diff',
    );
    await call('snapshot delete', 'delete', `/__fake-bank/snapshots/${snapshot}`, one);
    await call('snapshot gone', 'get', `/__fake-bank/snapshots/${snapshot}`, one);
    const refused = await rawRequest('get', '/__fake-bank/sessions', { Host: 'rebind.example:8080' });
    record('control host refused', { path: '/__fake-bank/sessions', method: 'get', ...refused });
    expect(violations).toEqual([]);
  });
});
