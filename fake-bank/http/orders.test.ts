import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { BankState } from '../model/bank-state';
import { createHttpApp } from './app';
import { buildOpenApi } from './openapi';
import { testBank } from '../testing/bank-driver';

/** The merchant stand-in, `POST /__fake-bank/orders` (issue 40 point 11, decision 0071). */
const bank = testBank();
const app = createHttpApp({ bank, logger: pino({ level: 'silent' }) });
let opened = 0;

/** A session after an approval (a new credit line), its first merchant, and a way to read its state. */
async function approved() {
  const S = { 'x-fake-bank-session': `orders-session-${++opened}` };
  await request(app).post('/__fake-bank/session').set(S).send({ scenario: 'home.new-credit' });
  const state = async () =>
    ((await request(app).get('/__fake-bank/session').set(S)).body as { state: BankState }).state;
  const merchant = (await state()).wallet.merchants[0]!;
  const order = (body: unknown) =>
    request(app)
      .post('/__fake-bank/orders')
      .set(S)
      .send(body as object);
  const bankCall = async (path: string, body: object) => {
    const token = (await request(app).get('/ifes/common/csrf_token/get').set(S)).body.ret_data.csrf_token;
    return (await request(app).post(`/ifes${path}`).set(S).set('csrf_token', token).send(body)).body;
  };
  return { S, state, merchant, order, bankCall };
}

const GOODS = [
  { name: 'Kemeja batik', price: 150_000, quantity: 2 },
  { name: 'Ongkos kirim', price: 20_000, quantity: 1 },
];

describe('POST /__fake-bank/orders', () => {
  it('makes the order as the merchant would (tran/sync_order): 201, the cashier link, the order waiting in the wallet', async () => {
    const { state, merchant, order, bankCall } = await approved();
    const made = await order({ merchant: merchant.merchantId, amount: 320_000, goods: GOODS });
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      orderNo: expect.stringMatching(/^SIM\d{14}\d{4}$/),
      mpcOrderNo: expect.stringMatching(/^MPC\d+$/),
      link: `/checkout?order=${made.body.mpcOrderNo}`,
    });
    const kept = (await state()).wallet.orders.find((o) => o.mpcOrderNo === made.body.mpcOrderNo);
    expect(kept).toMatchObject({
      orderNo: made.body.orderNo,
      merchantId: merchant.merchantId,
      merchantName: merchant.merchantName,
      amount: '320000',
      status: '0',
      goods: [
        { goodsName: 'Kemeja batik', goodsPrice: '150000', goodsNum: '2' },
        { goodsName: 'Ongkos kirim', goodsPrice: '20000', goodsNum: '1' },
      ],
    });
    // The cashier reads it as any order of the wallet.
    const detail = await bankCall('/ams/mpc/tran_order_detail', { orderNo: made.body.mpcOrderNo });
    expect(detail.ret_code).toBe('0000');
    expect(detail.ret_data).toMatchObject({ status: '0', merchantName: merchant.merchantName });

    // Without goods too, and each order gets its own numbers.
    const plain = await order({ merchant: merchant.merchantId, amount: 75_000 });
    expect(plain.status).toBe(201);
    expect(plain.body.orderNo).not.toBe(made.body.orderNo);
    expect(plain.body.mpcOrderNo).not.toBe(made.body.mpcOrderNo);
  });

  it.each([
    [{ amount: 1000 }, /^merchant: must be a string$/],
    [{ merchant: 'X', amount: '1000' }, /^amount: must be a number$/],
    [
      { merchant: 'X', amount: 1000, goods: [{ name: 'a', price: 1000, quantity: 10_000 }] },
      /^goods\.0\.quantity: must be at most 9999/,
    ],
    [{ merchant: 'X', amount: 1000, extra: 1 }, /^body: has unknown fields: extra$/],
  ])('refuses a body of the wrong shape with the field named: %j', async (body, error) => {
    const { state, order } = await approved();
    const before = (await state()).wallet.orders.length;
    const refused = await order(body);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(error);
    expect((await state()).wallet.orders).toHaveLength(before);
  });

  it("refuses, by tran/sync_order's own rules, what a merchant could not send; nothing is made", async () => {
    const { state, merchant, order } = await approved();
    const before = (await state()).wallet.orders.length;

    const stranger = await order({ merchant: 'MCT00000000', amount: 50_000 });
    expect(stranger.status).toBe(400);
    expect(stranger.body.error).toMatch(
      /^merchant: not a merchant of this session \(80471007\); its merchants: MCT/,
    );
    expect(stranger.body.error).toContain(`${merchant.merchantId} (${merchant.merchantName})`);

    const wrongSum = await order({ merchant: merchant.merchantId, amount: 300_000, goods: GOODS });
    expect(wrongSum.status).toBe(400);
    expect(wrongSum.body.error).toBe(
      'amount: Rp300.000 is not what the goods add up to, Rp320.000 (80471005)',
    );

    // Past the 15 digits the wire carries: the contract of tran/sync_order says it, in the body's names.
    const huge = await order({ merchant: merchant.merchantId, amount: 1e15 });
    expect(huge.status).toBe(400);
    expect(huge.body.error).toBe('amount: The amount is not valid. (tran/sync_order)');

    expect((await state()).wallet.orders).toHaveLength(before);
  });

  it("is the merchant's call, not the app's: the app's armed faults and CSRF token stay as they were; the log says it", async () => {
    const { S, merchant, order } = await approved();
    await request(app)
      .post('/__fake-bank/faults')
      .set(S)
      .send({ next: [{ kind: 'network' }] });
    expect((await order({ merchant: merchant.merchantId, amount: 10_000 })).status).toBe(201);
    const session = (await request(app).get('/__fake-bank/session').set(S)).body as { faults: unknown[] };
    expect(session.faults).toEqual([{ kind: 'network' }]);
    const log = (await request(app).get('/__fake-bank/log').set(S)).body as Array<{
      path: string;
      trace: string;
    }>;
    expect(log[0]).toMatchObject({
      path: '/__fake-bank/orders',
      trace: expect.stringContaining('rule=merchant:sync-order'),
    });
  });

  it('is in the control OpenAPI with its body and answers', () => {
    const paths = buildOpenApi().paths as Record<string, Record<string, Record<string, unknown>>>;
    const post = paths['/__fake-bank/orders']!.post!;
    expect(JSON.stringify(post.requestBody)).toContain('"merchant"');
    expect(Object.keys(post.responses as object)).toEqual(expect.arrayContaining(['201', '400']));
  });
});
