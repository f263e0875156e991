import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createHttpApp } from './app';
import { testBank } from '../testing/bank-driver';

const S = { 'x-fake-bank-session': 'simulate-session-1' };

describe('POST /__fake-bank/simulate/<event>', () => {
  const app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
  });

  it('refuses unknown events and events with nothing to act on', async () => {
    await request(app).post('/__fake-bank/session').set(S).send({ scenario: 'apply.can-apply' });
    expect((await request(app).post('/__fake-bank/simulate/earthquake').set(S).send({})).status).toBe(400);
    const pickup = await request(app).post('/__fake-bank/simulate/agent-pickup').set(S).send({});
    expect(pickup.status).toBe(409);
    expect(pickup.body.error).toMatch(/queuing/);
  });

  it('lands a transfer on an open virtual account in the wallet balance', async () => {
    await request(app).post('/__fake-bank/session').set(S).send({ scenario: 'apply.can-apply' });
    const token = (await request(app).get('/ifes/common/csrf_token/get').set(S)).body.ret_data
      .csrf_token as string;
    const bank = (path: string, body: object) =>
      request(app).post(`/ifes${path}`).set(S).set('csrf_token', token).send(body);
    const before = (await bank('/ams/account/query/mpc_balance', {})).body.ret_data.balanceAmt as string;
    const va = (await bank('/ams/trans/va/recharge', { bankCode: '014' })).body.ret_data;
    const vaCode = va.vaList[0].vaCode as string;
    expect(vaCode).toMatch(/^\d{10,20}$/);
    const paid = await request(app)
      .post('/__fake-bank/simulate/va-payment')
      .set(S)
      .send({ vaCode, amount: 50_000 });
    expect(paid.status).toBe(200);
    const after = (await bank('/ams/account/query/mpc_balance', {})).body.ret_data.balanceAmt as string;
    expect(Number(after)).toBe(Number(before) + 50_000);
    const tooSmall = await request(app)
      .post('/__fake-bank/simulate/va-payment')
      .set(S)
      .send({ vaCode, amount: 500 });
    expect(tooSmall.status).toBe(409);
  });
});
