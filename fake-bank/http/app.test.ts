import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CODES, EnvelopeSchema, endpointList, endpoints, urlPathOf, type Envelope } from '../../contracts';
import { catalogue } from '../../scenarios';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

type App = ReturnType<typeof createHttpApp>;

let app: App;
/** A gallery of its own (npm run gallery may have filled the project's screenshots/): empty. */
const noGallery = join(tmpdir(), 'fake-bank-no-gallery');

beforeEach(() => {
  app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
    galleryDir: noGallery,
  });
});

const CSRF = urlPathOf(endpoints.csrfToken);
const NOTIFY = urlPathOf(endpoints.saveNotifyRequest);
const PRE_CHECK = urlPathOf(endpoints.preCheck);
const WHITELIST = urlPathOf(endpoints.checkWhitelist);
const SESSION_HEADER = 'X-Fake-Bank-Session';

function envelope(body: unknown): Envelope {
  return EnvelopeSchema.parse(body);
}

/** A header-keyed API client: its own session, its csrf token fetched once. */
async function headerClient(id: string) {
  const res = await request(app).get(CSRF).set(SESSION_HEADER, id).expect(200);
  const token = (envelope(res.body).ret_data as { csrf_token: string }).csrf_token;
  return {
    token,
    post: (path: string, body: object = {}) =>
      request(app).post(path).set(SESSION_HEADER, id).set('csrf_token', token).send(body),
    get: (path: string) => request(app).get(path).set(SESSION_HEADER, id),
    control: (path: string, body: object) => request(app).post(path).set(SESSION_HEADER, id).send(body),
  };
}

describe('sessions', () => {
  it('a cookie session carries the csrf token and the state across calls', async () => {
    const agent = request.agent(app);
    await agent.post('/__fake-bank/session').send({ scenario: 'apply.not-whitelisted' }).expect(200);
    const csrf = await agent.get(CSRF).expect(200);
    const token = (envelope(csrf.body).ret_data as { csrf_token: string }).csrf_token;

    const saved = await agent.post(NOTIFY).set('csrf_token', token).send({}).expect(200);
    expect(envelope(saved.body).ret_code).toBe('0000');

    const session = await agent.get('/__fake-bank/session').expect(200);
    expect(session.body.scenario).toBe('apply.not-whitelisted');
    expect(session.body.state.paylater.notifyRequested).toBe(true);

    // Without the cookie the same token belongs to nobody.
    const stranger = await request(app).post(NOTIFY).set('csrf_token', token).send({}).expect(403);
    expect(envelope(stranger.body).ret_code).toBe(CODES.CSRF_INVALID.code);
  });

  it('sets an httpOnly session cookie on first contact', async () => {
    const res = await request(app).get(CSRF).expect(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => /^fb_session=[A-Za-z0-9_-]{8,64};/.test(c) && /HttpOnly/i.test(c))).toBe(true);
  });

  it('refuses a session header that cannot name a session, instead of starting another one', async () => {
    const control = await request(app).get('/__fake-bank/session').set(SESSION_HEADER, 'qa 1').expect(400);
    expect(control.body.error).toMatch(/8 to 64 characters/);
    const bank = await request(app).get('/ifes/common/csrf_token/get').set(SESSION_HEADER, 'x').expect(400);
    expect(envelope(bank.body).ret_code).toBe(CODES.BAD_REQUEST.code);
  });

  it('X-Fake-Bank-Session header sessions are isolated from each other', async () => {
    const a = await headerClient('tester-aaaa');
    const b = await headerClient('tester-bbbb');
    await a.control('/__fake-bank/session', { scenario: 'apply.not-whitelisted' }).expect(200);

    const aList = await (await headerClient('tester-aaaa')).post(WHITELIST).expect(200);
    expect(envelope(aList.body).ret_data).toEqual({ whitelistFlag: 'N' });
    const bList = await b.post(WHITELIST).expect(200);
    expect(envelope(bList.body).ret_data).toEqual({ whitelistFlag: 'Y' });

    // One session's token is refused in the other.
    const crossed = await request(app)
      .post(WHITELIST)
      .set(SESSION_HEADER, 'tester-bbbb')
      .set('csrf_token', a.token)
      .send({})
      .expect(403);
    expect(envelope(crossed.body).ret_code).toBe(CODES.CSRF_INVALID.code);

    await a.control('/__fake-bank/clock', { advanceDays: 3 }).expect(200);
    const aSession = await a.get('/__fake-bank/session').expect(200);
    const bSession = await b.get('/__fake-bank/session').expect(200);
    expect(aSession.body.clock.slice(0, 10)).toBe('2026-11-24');
    expect(bSession.body.clock.slice(0, 10)).toBe('2026-11-21');
  });

  it('POST /__fake-bank/session resets the session to the scenario', async () => {
    const client = await headerClient('tester-reset');
    await client.control('/__fake-bank/session', { scenario: 'apply.not-whitelisted' }).expect(200);
    const again = await headerClient('tester-reset');
    await again.post(NOTIFY).expect(200);
    await client.control('/__fake-bank/clock', { advanceDays: 5 }).expect(200);

    const reset = await client
      .control('/__fake-bank/session', { scenario: 'apply.not-whitelisted' })
      .expect(200);
    expect(reset.body).toEqual({
      session: 'tester-reset',
      scenario: 'apply.not-whitelisted',
      clock: expect.stringMatching(/^2026-11-21T10:00:\d\d\+07:00$/),
      profile: 'full',
    });
    const state = await client.get('/__fake-bank/session').expect(200);
    expect(state.body.state.paylater.notifyRequested).toBe(false);
    // The reset also drops the csrf token.
    await again.post(NOTIFY).expect(403);
  });

  it('POST /__fake-bank/session with a profile: the spec-only bank for this session alone', async () => {
    const spec = await headerClient('tester-spec-profile');
    const started = await spec
      .control('/__fake-bank/session', { scenario: 'apply.can-apply', profile: 'spec' })
      .expect(200);
    expect(started.body.profile).toBe('spec');
    // The new start dropped the csrf token: a new one, as the client fetches it.
    const again = await headerClient('tester-spec-profile');
    const answer = envelope((await again.post(NOTIFY, {}).expect(200)).body);
    expect(answer.ret_message).toBe('Berhasil');
    expect(answer.ret_msg).toBeUndefined();
    const other = await headerClient('tester-full-profile');
    expect(envelope((await other.post(NOTIFY, {}).expect(200)).body).ret_msg).toBe('Berhasil');
    const bad = await spec
      .control('/__fake-bank/session', { scenario: 'apply.can-apply', profile: 'real' })
      .expect(400);
    expect(bad.body.error).toMatch(/^profile: /);
    expect((await spec.get('/__fake-bank/session').expect(200)).body.profile).toBe('spec');
  });

  it('an unknown control path answers 404 JSON, not the app page', async () => {
    const res = await request(app).get('/__fake-bank/nope').expect(404);
    expect(res.body.error).toMatch(/No control call GET \/__fake-bank\/nope/);
  });

  it('POST /__fake-bank/session refuses an unknown scenario or a bad body', async () => {
    const unknown = await request(app).post('/__fake-bank/session').send({ scenario: 'no.such' }).expect(400);
    expect(unknown.body.error).toContain('no.such');
    await request(app).post('/__fake-bank/session').send({}).expect(400);
    const wrongType = await request(app).post('/__fake-bank/session').send({ scenario: 42 }).expect(400);
    // Plain words with the field, never a validator's text or a regular expression.
    expect(wrongType.body.error).toBe('scenario: must be a string');
  });

  it('GET /__fake-bank/session returns the whole state', async () => {
    const res = await request(app)
      .get('/__fake-bank/session')
      .set(SESSION_HEADER, 'tester-state')
      .expect(200);
    expect(res.body).toMatchObject({
      session: 'tester-state',
      scenario: 'apply.can-apply',
      faults: [],
      latencyMs: 0,
    });
    expect(res.body.state.customer.nik).toMatch(/^\d{4}\*{8}\d{4}$/); // masked (decision 0032)
    expect(res.body.state.paylater.whitelisted).toBe(true);
    expect(res.body.clock).toMatch(/^2026-11-21T10:00:\d\d\+07:00$/);
  });

  it('GET /__fake-bank/scenarios lists the catalogue', async () => {
    const res = await request(app).get('/__fake-bank/scenarios').expect(200);
    expect(res.body.map((s: { id: string }) => s.id)).toEqual([...catalogue.keys()]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['covers', 'description', 'id', 'path', 'tags', 'title']);
    // A state only input shows carries its one-line hint.
    const weak = res.body.find((s: { id: string }) => s.id === 'pin.weak');
    expect(weak.hint).toBe(catalogue.get('pin.weak')?.hint);
    expect(weak.hint).toMatch(/111111/);
  });

  it("serves the gallery of npm run gallery when it exists, and names each state's screenshot", async () => {
    await request(app).get('/__fake-bank/gallery/index.html').expect(404);
    const gallery = mkdtempSync(join(tmpdir(), 'fake-bank-gallery-'));
    writeFileSync(join(gallery, 'otp.two-attempts-left.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(gallery, 'index.html'), '<!doctype html><title>Gallery</title>');
    const withGallery = createHttpApp({
      bank: testBank(),
      logger: pino({ level: 'silent' }),
      galleryDir: gallery,
    });
    const list = await request(withGallery).get('/__fake-bank/scenarios').expect(200);
    const shots = list.body
      .filter((s: { screenshot?: string }) => s.screenshot)
      .map((s: { id: string; screenshot: string }) => [s.id, s.screenshot]);
    expect(shots).toEqual([['otp.two-attempts-left', '/__fake-bank/gallery/otp.two-attempts-left.png']]);
    const png = await request(withGallery).get(shots[0][1]).expect(200);
    expect(png.headers['content-type']).toBe('image/png');
    const index = await request(withGallery).get('/__fake-bank/gallery/index.html').expect(200);
    expect(index.text).toContain('<title>Gallery</title>');
    await request(withGallery).get('/__fake-bank/gallery').expect(302);
    const missing = await request(withGallery).get('/__fake-bank/gallery/nope.png').expect(404);
    expect(typeof missing.body.error).toBe('string');
  });
});

describe('POST /__fake-bank/clock', () => {
  it('sets a date, a day, and moves by days and minutes', async () => {
    const client = await headerClient('tester-clock');
    let res = await client.control('/__fake-bank/clock', { date: '2027-01-31T23:50:00+07:00' }).expect(200);
    expect(res.body.clock).toMatch(/^2027-01-31T23:50:0\d\+07:00$/);
    res = await client.control('/__fake-bank/clock', { advanceMinutes: 20 }).expect(200);
    expect(res.body.clock).toMatch(/^2027-02-01T00:10:0\d\+07:00$/);
    res = await client.control('/__fake-bank/clock', { advanceDays: 2 }).expect(200);
    expect(res.body.clock).toMatch(/^2027-02-03T00:10:0\d\+07:00$/);
    res = await client.control('/__fake-bank/clock', { date: '2027-06-15' }).expect(200);
    expect(res.body.clock).toMatch(/^2027-06-15T00:00:0\d\+07:00$/);

    // The bank's answers follow the moved clock.
    const answer = await client.post(WHITELIST).expect(200);
    expect(envelope(answer.body).system_time).toMatch(/^2027061500000\d$/);
  });

  it.each([
    [{}],
    [{ advanceDays: 'two' }],
    [{ advanceDays: 1.5 }],
    [{ advanceDays: 1, advanceMinutes: 1 }],
    [{ date: 'tomorrow' }],
    [{ date: '2027-13-45' }],
    [{ advanceMinutes: 10_000_000 }],
    [[1, 2]],
  ])('answers 400 for %j and leaves the clock alone', async (body) => {
    const res = await request(app)
      .post('/__fake-bank/clock')
      .set(SESSION_HEADER, 'tester-badclock')
      .send(body as object)
      .expect(400);
    expect(typeof res.body.error).toBe('string');
    const session = await request(app).get('/__fake-bank/session').set(SESSION_HEADER, 'tester-badclock');
    expect(session.body.clock).toMatch(/^2026-11-21T10:00:\d\d\+07:00$/);
  });
});

describe('POST /__fake-bank/faults', () => {
  it('arms a code fault that the next matching call gets once', async () => {
    const client = await headerClient('tester-faults');
    const armed = await client
      .control('/__fake-bank/faults', {
        next: [{ path: '/ams/account/pre_check', kind: 'code', code: '80488999' }],
      })
      .expect(200);
    expect(armed.body.faults).toEqual([{ path: '/ams/account/pre_check', kind: 'code', code: '80488999' }]);

    const body = { partnerId: 'p', userToken: 't' };
    const hit = await client.post(PRE_CHECK, body).expect(200);
    expect(envelope(hit.body).ret_code).toBe('80488999');
    expect(envelope(hit.body).ret_msg).toBe(CODES.SERVERS_BUSY.id);
    expect(hit.headers['x-fake-bank-trace']).toContain('rule=fault:code');

    const after = await client.post(PRE_CHECK, body).expect(200);
    expect(envelope(after.body).ret_code).toBe('0000');
  });

  it("an 'http' fault answers that status", async () => {
    const client = await headerClient('tester-http');
    await client.control('/__fake-bank/faults', {
      next: [{ path: 'check_whitelist', kind: 'http', status: 502 }],
    });
    const res = await client.post(WHITELIST).expect(502);
    expect(res.text).toBe('Injected HTTP fault');
    await client.post(WHITELIST).expect(200);
  });

  it("a 'network' fault destroys the socket", async () => {
    const client = await headerClient('tester-network');
    await client
      .control('/__fake-bank/faults', { next: [{ path: 'check_whitelist', kind: 'network' }] })
      .expect(200);
    const error = await client.post(WHITELIST).then(
      () => null,
      (e: unknown) => e as NodeJS.ErrnoException,
    );
    expect(error).not.toBeNull();
    expect(error?.code === 'ECONNRESET' || /socket hang up/i.test(error?.message ?? '')).toBe(true);
    // One-shot: the next call is answered.
    const res = await client.post(WHITELIST).expect(200);
    expect(envelope(res.body).ret_code).toBe('0000');
  });

  it('latencyMs delays the answers', async () => {
    const client = await headerClient('tester-latency');
    await client.control('/__fake-bank/faults', { latencyMs: 150 }).expect(200);
    const started = performance.now();
    await client.post(WHITELIST).expect(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('disarms one armed fault by its place; the others stay armed', async () => {
    const client = await headerClient('tester-disarm');
    await client
      .control('/__fake-bank/faults', {
        next: [
          { path: 'check_whitelist', kind: 'http', status: 502 },
          { path: '/ams/account/pre_check', kind: 'code', code: '80488999' },
          { path: 'member_info', kind: 'timeout' },
        ],
      })
      .expect(200);
    const left = await request(app)
      .delete('/__fake-bank/faults/0')
      .set(SESSION_HEADER, 'tester-disarm')
      .expect(200);
    expect(left.body).toMatchObject({ session: 'tester-disarm', scenario: 'apply.can-apply', latencyMs: 0 });
    expect(left.body.faults).toEqual([
      { path: '/ams/account/pre_check', kind: 'code', code: '80488999' },
      { path: 'member_info', kind: 'timeout' },
    ]);
    // The disarmed fault no longer hits.
    await client.post(WHITELIST).expect(200);
    await request(app).delete('/__fake-bank/faults/1').set(SESSION_HEADER, 'tester-disarm').expect(200);
    const session = await client.get('/__fake-bank/session').expect(200);
    expect(session.body.faults).toEqual([{ path: '/ams/account/pre_check', kind: 'code', code: '80488999' }]);

    const none = await request(app)
      .delete('/__fake-bank/faults/5')
      .set(SESSION_HEADER, 'tester-disarm')
      .expect(404);
    expect(none.body.error).toMatch(/No armed fault at 5/);
    await request(app).delete('/__fake-bank/faults/x').set(SESSION_HEADER, 'tester-disarm').expect(400);
  });

  it('refuses a bad fault body', async () => {
    await request(app)
      .post('/__fake-bank/faults')
      .send({ next: [{ kind: 'explode' }] })
      .expect(400);
    await request(app)
      .post('/__fake-bank/faults')
      .send({ next: [{ kind: 'http', status: 200 }] })
      .expect(400);
    await request(app).post('/__fake-bank/faults').send({ latencyMs: -5 }).expect(400);
    // A success code would come without the call's data: only failures are injected.
    const success = await request(app)
      .post('/__fake-bank/faults')
      .send({ next: [{ kind: 'code', code: '0000' }] })
      .expect(400);
    expect(success.body.error).toMatch(/^next\.0\.code: must be a failure code/);
    const pattern = await request(app)
      .post('/__fake-bank/simulate/va-payment')
      .send({ vaCode: '12', amount: 'x' })
      .expect((res) => expect(res.status).toBeGreaterThanOrEqual(400));
    expect(JSON.stringify(pattern.body)).not.toMatch(/✖|\/\^|Invalid input|expected string/);
  });
});

describe('bank answers over HTTP', () => {
  it('carry an X-Fake-Bank-Trace header with scenario, rule, change and clock', async () => {
    const client = await headerClient('tester-trace');
    await client.control('/__fake-bank/session', { scenario: 'apply.not-whitelisted' });
    const again = await headerClient('tester-trace');
    const res = await again.post(NOTIFY).expect(200);
    expect(res.headers['x-fake-bank-trace']).toMatch(
      /^scenario=apply\.not-whitelisted; rule=notify-request; change=notifyRequested=true; clock=2026-11-21T10:00:\d\d\+07:00$/,
    );
    const notFound = await request(app).post('/ifes/nope').send({}).expect(404);
    expect(notFound.headers['x-fake-bank-trace']).toContain('rule=unknown-path');
  });

  it('answer an unknown /ifes path with a 404 envelope', async () => {
    const res = await request(app).post('/ifes/ams/account/no_such_call').send({}).expect(404);
    expect(res.type).toBe('application/json');
    expect(envelope(res.body)).toMatchObject({
      ret_code: CODES.NOT_FOUND.code,
      ret_msg: CODES.NOT_FOUND.id,
      ret_data: { method: 'POST', path: '/ifes/ams/account/no_such_call' },
    });
    const other = await request(app).get('/no/such/page').expect(404);
    expect(envelope(other.body).ret_code).toBe(CODES.NOT_FOUND.code);
  });

  it('answer a malformed JSON body with a 400 envelope and no stack trace', async () => {
    const res = await request(app)
      .post(PRE_CHECK)
      .set('Content-Type', 'application/json')
      .send('{"partnerId": "p", ')
      .expect(400);
    expect(envelope(res.body)).toEqual({
      ret_code: CODES.BAD_REQUEST.code,
      ret_msg: CODES.BAD_REQUEST.id,
      ret_data: null,
    });
    expect(res.text).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  it('answer a contract failure with a 400 envelope', async () => {
    const client = await headerClient('tester-contract');
    const res = await client.post(PRE_CHECK, { partnerId: 'x'.repeat(10_000), userToken: 't' }).expect(400);
    expect(envelope(res.body).ret_code).toBe(CODES.BAD_REQUEST.code);
  });

  it('answer in English when the params header asks for an English locale', async () => {
    const res = await request(app)
      .post('/ifes/nope')
      .set('params', JSON.stringify({ locale_lang: 'en-US', channel_id: 'x' }))
      .send({})
      .expect(404);
    expect(envelope(res.body).ret_msg).toBe(CODES.NOT_FOUND.en);
    const broken = await request(app).post('/ifes/nope').set('params', '{not json').send({}).expect(404);
    expect(envelope(broken.body).ret_msg).toBe(CODES.NOT_FOUND.id);
  });

  it('carry security headers', async () => {
    for (const res of [
      await request(app).get(CSRF),
      await request(app).get('/__fake-bank/scenarios'),
      await request(app).get('/nowhere'),
    ]) {
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('API description', () => {
  it('openapi.json lists every path of the endpoint table with its method', async () => {
    const res = await request(app).get('/__fake-bank/openapi.json').expect(200);
    expect(res.body.openapi).toBe('3.1.0');
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    // The control surface (/__fake-bank/...) is described in the same document.
    const bankPaths = Object.keys(paths).filter((path) => !path.startsWith('/__fake-bank'));
    expect(bankPaths.sort()).toEqual(endpointList.map(urlPathOf).sort());
    for (const endpoint of endpointList) {
      const op = paths[urlPathOf(endpoint)]!;
      expect(Object.keys(op), urlPathOf(endpoint)).toEqual([endpoint.method === 'GET' ? 'get' : 'post']);
    }
    const preCheck = paths[PRE_CHECK]!.post as {
      requestBody: { content: Record<string, { schema: unknown }> };
    };
    expect(preCheck.requestBody.content['application/json']!.schema).toMatchObject({
      properties: { partnerId: { type: 'string', maxLength: 64 } },
      required: ['partnerId', 'userToken'],
    });
  });

  it('/__fake-bank/docs is an offline html page naming every path', async () => {
    const res = await request(app).get('/__fake-bank/docs').expect(200);
    expect(res.type).toBe('text/html');
    for (const endpoint of endpointList) expect(res.text).toContain(urlPathOf(endpoint));
    expect(res.text).not.toMatch(/<script[^>]*\bsrc\s*=\s*["']?(https?:)?\/\//i);
    expect(res.text).not.toMatch(/<link[^>]*\bhref\s*=\s*["']?(https?:)?\/\//i);
    expect(res.text).not.toMatch(/@import\s+(url\()?["']?(https?:)?\/\//i);
  });
});

describe('collector, log and device', () => {
  it('a collector report shows up in the session log', async () => {
    const report = { type: 'http-status', status: 502, url: '/ifes/x', at: 'now' };
    await request(app)
      .post('/__fake-bank/collector')
      .set(SESSION_HEADER, 'tester-collect')
      .send(report)
      .expect(204);
    const log = await request(app).get('/__fake-bank/log').set(SESSION_HEADER, 'tester-collect').expect(200);
    expect(log.body[0]).toMatchObject({ method: 'REPORT', path: '/__fake-bank/collector', request: report });
    expect(log.body[0].trace).toContain('rule=client-report');
  });

  it('the log lists bank calls newest first', async () => {
    const client = await headerClient('tester-log');
    await client.post(WHITELIST).expect(200);
    // The token fetch of a new session keeps no row nor log (decision 0081); once it is in use, it does.
    await client.get(CSRF).expect(200);
    const log = await client.get('/__fake-bank/log').expect(200);
    expect(
      log.body.map((e: { method: string; path: string; status: number }) => [e.method, e.path, e.status]),
    ).toEqual([
      ['GET', CSRF, 200],
      ['POST', WHITELIST, 200],
    ]);
    expect(log.body[1].response.ret_data).toEqual({ whitelistFlag: 'Y' });
  });

  it("/__fake-bank/device returns the scenario's locale", async () => {
    const english = 'tester-english';
    await request(app)
      .post('/__fake-bank/session')
      .set(SESSION_HEADER, english)
      .send({ scenario: 'lang.english' });
    const res = await request(app).get('/__fake-bank/device').set(SESSION_HEADER, english).expect(200);
    expect(res.body).toMatchObject({ locale: 'en-US', inApp: false });
    expect(res.body.clock).toMatch(/^2026-11-21T10:00:\d\d\+07:00$/);

    const other = await request(app)
      .get('/__fake-bank/device')
      .set(SESSION_HEADER, 'tester-default')
      .expect(200);
    // A session no scenario gave a device locale has none: outside the bank app the browser's decides.
    expect(other.body.locale ?? null).toBeNull();
  });
});
