import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

type App = ReturnType<typeof createHttpApp>;

let app: App;
const SESSION_HEADER = 'X-Fake-Bank-Session';
const ID = 'device-switch-1';

beforeEach(async () => {
  app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
    galleryDir: join(tmpdir(), 'fake-bank-no-gallery'),
  });
  await request(app)
    .post('/__fake-bank/session')
    .set(SESSION_HEADER, ID)
    .send({ scenario: 'cash.app-only' })
    .expect(200);
});

const patch = (body: unknown) =>
  request(app)
    .patch('/__fake-bank/session')
    .set(SESSION_HEADER, ID)
    .send(body as object);
const device = async () =>
  (await request(app).get('/__fake-bank/device').set(SESSION_HEADER, ID).expect(200)).body as {
    inApp: boolean;
    locale: string;
    camera: string;
  };

describe('PATCH /__fake-bank/session { device }', () => {
  it('switches the session into the bank app and out again, keeping the rest of the device', async () => {
    expect((await device()).inApp).toBe(false);
    const res = await patch({ device: { inApp: true } }).expect(200);
    expect(res.body).toMatchObject({
      session: ID,
      scenario: 'cash.app-only',
      device: { inApp: true, camera: 'granted' },
    });
    expect(await device()).toMatchObject({ inApp: true, camera: 'granted' });

    await patch({ device: { inApp: false, camera: 'denied' } }).expect(200);
    expect(await device()).toMatchObject({ inApp: false, camera: 'denied' });
  });

  it('refuses a bad body with a clear 400 and changes nothing', async () => {
    const bad: Array<[unknown, RegExp]> = [
      [{ device: { inApp: 'yes' } }, /device\.inApp: must be a boolean/],
      [{ device: {} }, /device: name at least one of inApp, locale, camera/],
      [{ device: { inApp: true, wifi: true } }, /device: has unknown fields: wifi/],
      [{ inApp: true }, /has unknown fields: inApp/],
      [{ device: { camera: 'maybe' } }, /device\.camera: must be one of: granted, denied/],
    ];
    for (const [body, message] of bad) {
      const res = await patch(body).expect(400);
      expect(res.body.error).toMatch(message);
    }
    // A form cannot reach it (another site's page could post one).
    await request(app)
      .patch('/__fake-bank/session')
      .set(SESSION_HEADER, ID)
      .type('form')
      .send('device[inApp]=true')
      .expect(415);
    expect(await device()).toMatchObject({ inApp: false, camera: 'granted' });
  });
});

describe('GET /__fake-bank/download', () => {
  it('is a page without script that leads back to the app and starts no session', async () => {
    const res = await request(app).get('/__fake-bank/download?platform=lph5').expect(200);
    expect(res.text).not.toMatch(/<script/i);
    expect(res.text).toMatch(/<a [^>]*href="\/"/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});
