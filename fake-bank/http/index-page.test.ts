import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './app';
import { DEVICE_ELEMENT_ID } from './index-page';
import { testBank } from '../testing/bank-driver';

/** The app's page as the bank serves it: the session's device inlined, the same answer as /device. */
describe('index.html with the device inlined', () => {
  const staticDir = mkdtempSync(join(tmpdir(), 'fake-bank-static-'));
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
  );
  const app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
    galleryDir: join(tmpdir(), 'fake-bank-no-gallery'),
    staticDir,
  });
  const inlined = (html: string): unknown => {
    const match = new RegExp(`<script id="${DEVICE_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(
      html,
    );
    return match ? JSON.parse(match[1]!) : undefined;
  };

  it("any app path answers the page with the scenario's device, as GET /__fake-bank/device does", async () => {
    const session = 'tester-index-page';
    await request(app)
      .post('/__fake-bank/session')
      .set('X-Fake-Bank-Session', session)
      .send({ scenario: 'lang.english' })
      .expect(200);
    const page = await request(app).get('/paylater/home').set('X-Fake-Bank-Session', session).expect(200);
    expect(page.type).toBe('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    const device = await request(app).get('/__fake-bank/device').set('X-Fake-Bank-Session', session);
    // The clock runs: compare the rest.
    const { clock: _pageClock, ...fromPage } = inlined(page.text) as Record<string, unknown>;
    const { clock: _deviceClock, ...fromControl } = device.body as Record<string, unknown>;
    expect(fromPage).toEqual(fromControl);
    expect(fromPage).toMatchObject({ locale: 'en-US' });
  });

  it('a new visitor gets a session cookie and the default device in the page', async () => {
    const page = await request(app).get('/').expect(200);
    expect(String(page.headers['set-cookie'])).toMatch(/fake_bank_session|session/i);
    expect(inlined(page.text)).toMatchObject({ inApp: false });
  });

  for (const path of ['/favicon.ico', '/robots.txt', '/assets/index-0ld.js', '/assets/static/x.css']) {
    it(`${path}, a file the build does not hold, is a 404 that opens no session`, async () => {
      const answer = await request(app).get(path).expect(404);
      expect(answer.type).toBe('text/plain');
      expect(answer.headers['set-cookie']).toBeUndefined();
    });
  }
});
