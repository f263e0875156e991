import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { Request } from 'express';
import pino from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CODES, endpoints, urlPathOf } from '../../contracts';
import { answerClientErrors, createHttpApp } from './app';
import { isOpenedAsPage, isTester } from './tester-guard';
import { testBank } from '../testing/bank-driver';

let app: ReturnType<typeof createHttpApp>;
beforeEach(() => {
  app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
  });
});

const SESSION = 'X-Fake-Bank-Session';
const UPLOAD = urlPathOf(endpoints.commonUploadFile);
const english = JSON.stringify({ locale_lang: 'en', channel_id: 'x' });

async function tokenOf(id: string) {
  const res = await request(app).get(urlPathOf(endpoints.csrfToken)).set(SESSION, id).expect(200);
  return (res.body as { ret_data: { csrf_token: string } }).ret_data.csrf_token;
}

/** Words of validation libraries and schemas a customer or a client team must never read. */
const LIBRARY_WORDS = /Too big|Too small|Invalid input|Invalid option|expected|pattern|\/\^|Unrecognized/;

describe('validation answers', () => {
  it('say what is wrong with which field, in the caller language, never in a library words', async () => {
    const token = await tokenOf('hardening-validate');
    const body = { newEmail: 'x'.repeat(300), unexpected: 1 };
    const path = urlPathOf(endpoints.changeUserInfo);
    for (const [params, words] of [
      [undefined, /karakter|tidak dikenal|wajib|tidak sesuai|tidak valid/],
      [english, /characters|Unknown fields|required|not valid/],
    ] as const) {
      const call = request(app).post(path).set(SESSION, 'hardening-validate').set('csrf_token', token);
      const res = await (params ? call.set('params', params) : call).send(body).expect(400);
      const issues = (res.body as { ret_data: { issues: Array<{ path: string; message: string }> } }).ret_data
        .issues;
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) {
        expect(issue.message).not.toMatch(LIBRARY_WORDS);
        expect(issue.message).toMatch(words);
      }
    }
  });
});

describe('HEAD', () => {
  it('answers a GET call with its headers and no body', async () => {
    const res = await request(app).head(urlPathOf(endpoints.csrfToken)).set(SESSION, 'hardening-head');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('uploads', () => {
  const refused = (res: request.Response) => {
    expect(res.status).toBe(400);
    const body = res.body as {
      ret_code: string;
      ret_data: { issues: Array<{ path: string; message: string }> };
    };
    expect(body.ret_code).toBe(CODES.BAD_REQUEST.code);
    expect(body.ret_data.issues[0]!.path).toBe('file');
    return body.ret_data.issues[0]!.message;
  };

  it('refuses a file over 5 MB with a 400 envelope', async () => {
    const token = await tokenOf('hardening-upload');
    const res = await request(app)
      .post(UPLOAD)
      .set(SESSION, 'hardening-upload')
      .set('csrf_token', token)
      .attach('file', Buffer.alloc(5 * 1024 * 1024 + 1), 'ktp.jpg');
    expect(refused(res)).toBe('Ukuran file maksimal 5 MB.');
  });

  it('refuses two files with a 400 envelope', async () => {
    const token = await tokenOf('hardening-upload-2');
    const res = await request(app)
      .post(UPLOAD)
      .set(SESSION, 'hardening-upload-2')
      .set('csrf_token', token)
      .attach('file', Buffer.from('a'), 'a.jpg')
      .attach('file', Buffer.from('b'), 'b.jpg');
    expect(refused(res)).toBe('Kirim satu file saja di kolom file.');
  });

  it('refuses a cut multipart body with a 400 envelope', async () => {
    const token = await tokenOf('hardening-upload-3');
    const res = await request(app)
      .post(UPLOAD)
      .set(SESSION, 'hardening-upload-3')
      .set('csrf_token', token)
      .set('content-type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc');
    expect(refused(res)).toBe('Unggahan terputus atau rusak.');
  });
});

describe('headers too large', () => {
  it('answer 431 with an envelope instead of a bare status line', async () => {
    const server = app.listen(0, '127.0.0.1');
    answerClientErrors(server);
    await new Promise((done) => server.once('listening', done));
    const { port } = server.address() as AddressInfo;
    const answer = await new Promise<string>((done) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(
          `GET /ifes/common/csrf_token/get HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => done(text));
    });
    server.close();
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))).toMatchObject({
      ret_code: CODES.BAD_REQUEST.code,
    });
  });
});

describe('only the tester moves the tester session', () => {
  it('the control surface refuses a cross-site form POST and a request from another site', async () => {
    await request(app)
      .post('/__fake-bank/session')
      .set(SESSION, 'hardening-tester')
      .type('form')
      .send('scenario=home.loss')
      .expect(415);
    await request(app)
      .post('/__fake-bank/session')
      .set(SESSION, 'hardening-tester')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ scenario: 'home.loss' })
      .expect(403);
    await request(app)
      .post('/__fake-bank/session')
      .set(SESSION, 'hardening-tester')
      .set('Origin', 'https://evil.example')
      .send({ scenario: 'home.loss' })
      .expect(403);
    const state = await request(app).get('/__fake-bank/session').set(SESSION, 'hardening-tester').expect(200);
    expect((state.body as { scenario: string }).scenario).not.toBe('home.loss');
    // The dashboard's own JSON calls still work.
    await request(app)
      .post('/__fake-bank/session')
      .set(SESSION, 'hardening-tester')
      .set('Sec-Fetch-Site', 'same-origin')
      .send({ scenario: 'home.loss' })
      .expect(200);
  });

  it('scenario links follow the control surface rule: loopback, or the token', () => {
    const from = (address: string, token?: string) =>
      ({ socket: { remoteAddress: address }, get: () => token }) as unknown as Request;
    expect(isTester(from('127.0.0.1'), undefined)).toBe(true);
    expect(isTester(from('::ffff:127.0.0.1'), undefined)).toBe(true);
    expect(isTester(from('10.0.0.7'), undefined)).toBe(false);
    expect(isTester(from('10.0.0.7', 'wrong'), 'secret')).toBe(false);
    expect(isTester(from('10.0.0.7', 'secret'), 'secret')).toBe(true);
    // Behind a proxy FAKE_BANK_TRUST_PROXY trusts, Express's req.ip (the forwarded client) is the one checked.
    const proxied = { ip: '10.0.0.7', socket: { remoteAddress: '127.0.0.1' }, get: () => undefined };
    expect(isTester(proxied as unknown as Request, undefined)).toBe(false);
  });

  it('a scenario link resets only when opened as a page, not loaded by another site as an image or a frame', () => {
    const request = (headers: Record<string, string>) =>
      ({ get: (name: string) => headers[name.toLowerCase()] }) as unknown as Request;
    const page = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    // Typed, from the dashboard, or tapped in a chat app (a cross-site navigation): a person opened it.
    expect(isOpenedAsPage(request({ ...page, 'sec-fetch-site': 'none' }))).toBe(true);
    expect(isOpenedAsPage(request({ ...page, 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isOpenedAsPage(request({ ...page, 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isOpenedAsPage(request({}))).toBe(true);
    // Another site's page loading it as an image, a fetch or a frame of its own.
    const image = { 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', 'sec-fetch-site': 'cross-site' };
    expect(isOpenedAsPage(request(image))).toBe(false);
    expect(isOpenedAsPage(request({ ...image, 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }))).toBe(
      false,
    );
    const frame = {
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'iframe',
      'sec-fetch-site': 'cross-site',
    };
    expect(isOpenedAsPage(request(frame))).toBe(false);
    expect(isOpenedAsPage(request({ ...frame, 'sec-fetch-site': 'same-origin' }))).toBe(true);
  });
});

describe('Cache-Control', () => {
  it('every bank and control JSON answer says no-store, on both transports and when refused', async () => {
    const token = await tokenOf('hardening-no-store');
    const center = urlPathOf(endpoints.creditPersonalCenter);
    const answers = [
      // The fast lane: a GET, and a POST with a body of known length.
      await request(app).get(urlPathOf(endpoints.csrfToken)).set(SESSION, 'hardening-no-store'),
      await request(app).post(center).set(SESSION, 'hardening-no-store').set('csrf_token', token).send({}),
      // Express: a form body, a refused upload, an unknown path, a front call.
      await request(app)
        .post(center)
        .set(SESSION, 'hardening-no-store')
        .set('csrf_token', token)
        .type('form')
        .send('a=1'),
      await request(app).post(UPLOAD).set(SESSION, 'hardening-no-store').set('csrf_token', token),
      await request(app).get('/ifes/no/such/call'),
      await request(app).get('/ifes-front/no/such/call'),
      // The control surface: answers, refusals and an unknown call.
      await request(app).get('/__fake-bank/session').set(SESSION, 'hardening-no-store'),
      await request(app).get('/__fake-bank/sessions'),
      await request(app).post('/__fake-bank/clock').set(SESSION, 'hardening-no-store').send({ days: 1 }),
      await request(app).post('/__fake-bank/session').set('Origin', 'https://evil.example').send({}),
      await request(app).get('/__fake-bank/nope'),
    ];
    for (const [index, res] of answers.entries()) {
      expect(res.headers['content-type'], `answer ${index}`).toMatch(/json/);
      expect(res.headers['cache-control'], `answer ${index}`).toBe('no-store');
    }
    expect(new Set(answers.map((res) => res.status))).toEqual(new Set([200, 400, 403, 404]));
  });
});
