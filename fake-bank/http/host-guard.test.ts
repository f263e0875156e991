import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { endpoints, urlPathOf } from '../../contracts';
import { createHttpApp } from './app';
import { allowedHostsOf, hostNameOf, isAllowedHost } from './host-guard';
import { trustProxyOf } from './tester-guard';
import { testBank } from '../testing/bank-driver';

const SESSION = 'X-Fake-Bank-Session';
const CSRF = urlPathOf(endpoints.csrfToken);
const CENTER = urlPathOf(endpoints.creditPersonalCenter);

function appWith(options: Partial<Parameters<typeof createHttpApp>[0]> = {}) {
  const staticDir = mkdtempSync(join(tmpdir(), 'fake-bank-hosts-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><html><head></head><body>app</body></html>');
  const bank = testBank();
  const app = createHttpApp({ bank, logger: pino({ level: 'silent' }), staticDir, ...options });
  return { app, bank };
}

describe('Host names', () => {
  it('reads the name of a Host header without its port, and refuses malformed ones', () => {
    expect(hostNameOf('localhost:8080')).toBe('localhost');
    expect(hostNameOf('LocalHost')).toBe('localhost');
    expect(hostNameOf('[::1]:8081')).toBe('[::1]');
    expect(hostNameOf('qa.example.')).toBe('qa.example');
    expect(hostNameOf(undefined)).toBeUndefined();
    expect(hostNameOf('')).toBeUndefined();
    expect(hostNameOf('a b')).toBeUndefined();
    expect(hostNameOf('user@localhost')).toBeUndefined();
    expect(hostNameOf('localhost:80:80')).toBeUndefined();
  });

  it('allows loopback names on any port, the listed names, and subdomains of a dotted entry', () => {
    const allowed = allowedHostsOf('qa.example, .team.test,FE80::1');
    for (const host of [
      'localhost',
      'localhost:8080',
      '127.0.0.1:5173',
      '[::1]:8081',
      'QA.example:9',
      'team.test',
      'a.b.team.test',
      '[fe80::1]:80',
    ]) {
      expect(isAllowedHost(host, allowed), host).toBe(true);
    }
    for (const host of [
      'rebind.example:8080',
      'qa.example.evil.test',
      'evilteam.test',
      '127.0.0.2',
      'localhost.evil.test',
      '10.0.0.7:8080',
      undefined,
      '',
    ]) {
      expect(isAllowedHost(host, allowed), String(host)).toBe(false);
    }
    expect(isAllowedHost('qa.example', allowedHostsOf(undefined))).toBe(false);
  });

  it('refuses an entry that is not a name, so a typo does not silently open nothing', () => {
    expect(() => allowedHostsOf('http://qa.example')).toThrow(
      /FAKE_BANK_ALLOWED_HOSTS: "http:\/\/qa.example"/,
    );
    expect(() => allowedHostsOf('qa.example:8080')).toThrow(/no scheme or port/);
  });
});

describe('a Host the bank does not answer to', () => {
  const REBIND = 'rebind.example:8080';
  const refusedJson = (res: request.Response) => {
    expect(res.status).toBe(403);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as { error: string }).error).toMatch(
      /Host "rebind.example:8080" is not one this fake bank answers to.*FAKE_BANK_ALLOWED_HOSTS/,
    );
  };

  it('gets 403 on every path, bank (both transports), control, app, assets and documents alike', async () => {
    const { app } = appWith();
    // The fast lane's GET and POST, and Express's (a chunked body, an upload).
    refusedJson(await request(app).get(CSRF).set('Host', REBIND));
    refusedJson(await request(app).post(CENTER).set('Host', REBIND).send({}));
    refusedJson(
      await request(app)
        .post(urlPathOf(endpoints.commonUploadFile))
        .set('Host', REBIND)
        .attach('file', Buffer.from('x'), 'ktp.jpg'),
    );
    refusedJson(await request(app).get('/ifes-front/anything').set('Host', REBIND));
    for (const path of [
      '/__fake-bank/sessions',
      '/__fake-bank/session',
      '/__fake-bank/log',
      '/__fake-bank/',
    ]) {
      refusedJson(await request(app).get(path).set('Host', REBIND));
    }
    refusedJson(await request(app).post('/__fake-bank/clock').set('Host', REBIND).send({ advanceDays: 1 }));
    refusedJson(
      await request(app).post('/__fake-bank/session').set('Host', REBIND).send({ scenario: 'home.loss' }),
    );
    refusedJson(await request(app).get('/__fake-bank/docs').set('Host', REBIND));
    // Pages, files and documents: a plain page saying the same.
    for (const path of [
      '/',
      '/paylater/home?scenario=home.loss',
      '/assets/app.js',
      '/docs/tnc/time-deposit.pdf',
    ]) {
      const res = await request(app).get(path).set('Host', REBIND);
      expect(res.status, path).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toMatch(/is not one this fake bank answers to/);
    }
  });

  it('reads and stores nothing: no session, no cookie, no log line', async () => {
    const { app, bank } = appWith();
    const before = await bank.store.list();
    const res = await request(app).get(CSRF).set('Host', REBIND);
    expect(res.headers['set-cookie']).toBeUndefined();
    await request(app).post('/__fake-bank/session').set('Host', REBIND).set(SESSION, 'rebind-victim').send({
      scenario: 'home.loss',
    });
    expect(await bank.store.list()).toEqual(before);
    // The tester's session is untouched, seen through an allowed name.
    const own = await request(app).get('/__fake-bank/session').set(SESSION, 'rebind-victim').expect(200);
    expect((own.body as { scenario: string }).scenario).not.toBe('home.loss');
  });

  it('a request without a Host is refused too', async () => {
    const { app } = appWith();
    const res = await request(app).get(CSRF).set('Host', '');
    expect(res.status).toBe(403);
  });

  it('loopback names on any port and FAKE_BANK_ALLOWED_HOSTS names are served', async () => {
    const { app } = appWith({ allowedHosts: allowedHostsOf('qa.example,.team.test') });
    for (const host of ['localhost:8080', '127.0.0.1', '[::1]:8081', 'qa.example:8080', 'pc7.team.test']) {
      const bank = await request(app).get(CSRF).set('Host', host).set(SESSION, 'hosts-allowed');
      expect(bank.status, host).toBe(200);
      const control = await request(app).get('/__fake-bank/sessions').set('Host', host);
      expect(control.status, host).toBe(200);
      const page = await request(app).get('/').set('Host', host);
      expect(page.status, host).toBe(200);
    }
    expect((await request(app).get(CSRF).set('Host', 'other.test')).status).toBe(403);
  });

  it('a dev server proxy that keeps the page Host (vite without changeOrigin) is served', async () => {
    const { app } = appWith();
    // What `npm run dev` forwards: the browser's Host of the page, the bank's own path.
    const res = await request(app).get(CSRF).set('Host', 'localhost:8080').set(SESSION, 'hosts-vite');
    expect(res.status).toBe(200);
  });
});

describe('the client address behind a proxy (FAKE_BANK_TRUST_PROXY)', () => {
  const FORWARDED = 'X-Forwarded-For';

  it('reads the setting as Express does: off, on, hops, or addresses', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('')).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });

  it('by default X-Forwarded-For is ignored: the loopback socket is the client', async () => {
    const { app } = appWith();
    await request(app).get('/__fake-bank/sessions').set(FORWARDED, '203.0.113.9').expect(200);
  });

  it('behind a trusted proxy the forwarded client is the one checked', async () => {
    const { app } = appWith({ trustProxy: trustProxyOf('loopback'), token: 'secret' });
    const res = await request(app).get('/__fake-bank/sessions').set(FORWARDED, '203.0.113.9');
    expect(res.status).toBe(403);
    expect((res.body as { error: string }).error).toMatch(/loopback only/);
    // The same client with the token, and a client on loopback behind the proxy, are testers.
    await request(app)
      .get('/__fake-bank/sessions')
      .set(FORWARDED, '203.0.113.9')
      .set('X-Fake-Bank-Token', 'secret')
      .expect(200);
    await request(app).get('/__fake-bank/sessions').set(FORWARDED, '127.0.0.1').expect(200);
    // Scenario links follow the same rule.
    const link = await request(app).get('/?scenario=home.loss').set(FORWARDED, '203.0.113.9');
    expect(link.status).toBe(403);
  });

  it('a number of hops trusts that many proxies from the socket', async () => {
    const { app } = appWith({ trustProxy: trustProxyOf('1') });
    // One hop: the address the proxy saw (the last one) is the client, whatever the client claims before it.
    await request(app).get('/__fake-bank/sessions').set(FORWARDED, '127.0.0.1, 203.0.113.9').expect(403);
    await request(app).get('/__fake-bank/sessions').set(FORWARDED, '203.0.113.9, 127.0.0.1').expect(200);
  });

  it('a setting Express cannot read stops the bank at start with a clear message', () => {
    expect(() => appWith({ trustProxy: trustProxyOf('not-an-address') })).toThrow(
      /FAKE_BANK_TRUST_PROXY: .*not-an-address.*expected false, true, a number of hops/,
    );
  });
});
