import { connect } from 'node:net';
import pino from 'pino';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

/** Issue 39, point 5: a mistyped simulate body is a 400 naming its field; two Host headers are refused. */
const bank = testBank();
const app = createHttpApp({ bank, logger: pino({ level: 'silent' }) });
const S = { 'x-fake-bank-session': 'bad-input-session-1' };

describe('simulate bodies', () => {
  it.each([
    ['va-payment', { vaCode: '8808123456789012', amount: '10000' }, 'amount'],
    ['va-payment', { amount: 10000 }, 'vaCode'],
    ['va-payment', { vaCode: '8808123456789012', amount: 10.5 }, 'amount'],
    ['qris-payment', { qrContent: 7 }, 'qrContent'],
    ['agent-pickup', { agent: 'x' }, 'agent'],
  ])('%s %j: 400 naming %s, no session made', async (event, body, field) => {
    const fresh = { 'x-fake-bank-session': `bad-input-${event}-${field}` };
    const answer = await request(app).post(`/__fake-bank/simulate/${event}`).set(fresh).send(body);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain(field);
    expect(bank.store.get(fresh['x-fake-bank-session'])).toBeUndefined();
  });

  it('a well-typed body still reaches the event', async () => {
    await request(app).post('/__fake-bank/session').set(S).send({ scenario: 'apply.can-apply' });
    const pickup = await request(app).post('/__fake-bank/simulate/agent-pickup').set(S).send({});
    expect(pickup.status).toBe(409);
  });
});

describe('two Host headers', () => {
  const server = app.listen(8283, '127.0.0.1');
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  const raw = (headers: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = connect(8283, '127.0.0.1', () =>
        socket.write(`GET /ifes/common/csrf_token/get HTTP/1.1\r\n${headers}Connection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });

  it('are refused with 400, whichever comes first, and no session is made', async () => {
    for (const hosts of [
      'Host: localhost\r\nHost: evil.example\r\n',
      'Host: evil.example\r\nHost: localhost\r\n',
    ]) {
      const answer = await raw(hosts);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      expect(answer).not.toMatch(/set-cookie/i);
      expect(answer).toContain('one Host header');
    }
    expect(await raw('Host: localhost\r\n')).toMatch(/^HTTP\/1\.1 200 /);
  });
});
