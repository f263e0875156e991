import pino from 'pino';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { TOP_UP_VA_BANKS } from '../../../contracts/entities/top-up';
import { createHttpApp } from '../../http/app';
import { VA_BANKS } from '../../model/wallet';
import { bankDriver, testBank } from '../../testing/bank-driver';
import { quotaOf } from './wallet-topup';

/** CRC-16/CCITT-FALSE, written here apart from the bank's builder: the EMVCo check of tag 63. */
function emvCrcOk(payload: string): boolean {
  if (!/6304[0-9A-F]{4}$/.test(payload)) return false;
  let crc = 0xffff;
  for (const ch of payload.slice(0, -4)) {
    crc ^= ch.charCodeAt(0) << 8;
    for (let i = 0; i < 8; i++) crc = (crc & 0x8000 ? (crc << 1) ^ 0x1021 : crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0') === payload.slice(-4);
}

type Envelope = {
  ret_code: string;
  ret_msg: string;
  ret_data: Record<string, unknown> & { issues?: unknown };
};

let n = 0;
/** A fresh session of the HTTP app in a scenario, driven as the client and the control surface drive it. */
async function session(scenario = 'apply.can-apply') {
  const app = createHttpApp({
    bank: testBank(),
    logger: pino({ level: 'silent' }),
  });
  const S = { 'x-fake-bank-session': `topup-test-${++n}` };
  await request(app).post('/__fake-bank/session').set(S).send({ scenario });
  const token = (await request(app).get('/ifes/common/csrf_token/get').set(S)).body.ret_data
    .csrf_token as string;
  const call = async (path: string, body: object, lang = 'id-ID'): Promise<Envelope> =>
    (
      await request(app)
        .post(`/ifes${path}`)
        .set(S)
        .set('csrf_token', token)
        .set('params', JSON.stringify({ locale_lang: lang }))
        .send(body)
    ).body as Envelope;
  const ok = async (path: string, body: object) => {
    const answer = await call(path, body);
    expect(answer.ret_code, JSON.stringify(answer)).toBe('0000');
    return answer.ret_data;
  };
  const simulate = (event: string, body: object) =>
    request(app).post(`/__fake-bank/simulate/${event}`).set(S).send(body);
  const state = async () => (await request(app).get('/__fake-bank/session').set(S)).body.state;
  const balance = async () => Number((await ok('/ams/account/query/mpc_balance', {})).balanceAmt);
  const control = (path: string, body: object) => request(app).post(`/__fake-bank${path}`).set(S).send(body);
  return { call, ok, simulate, state, balance, control };
}

let txn = 0;
const txnNo = () => `test-txn-${String(++txn).padStart(6, '0')}`;

describe('top-up by QRIS', () => {
  let s: Awaited<ReturnType<typeof session>>;
  beforeEach(async () => {
    s = await session();
  });

  it('answers a QRIS payload whose CRC verifies, paid once through simulate/qris-payment', async () => {
    const before = await s.balance();
    const order = await s.ok('/ams/trans/qris/recharge', { amount: '100000', txnNo: txnNo() });
    expect(order).toMatchObject({ channel: 'QRIS', amount: '100000', status: '0', paidTime: '' });
    const payload = order.qrContent as string;
    expect(emvCrcOk(payload)).toBe(true);
    expect(payload).toContain('5303360');
    expect(payload).toContain('5406100000');
    expect(payload).toContain('5802ID');
    // Nothing lands before the payment.
    expect(await s.balance()).toBe(before);

    const paid = await s.simulate('qris-payment', { qrContent: payload, issuer: 'BCA mobile' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ ok: true, topUpNo: order.topUpNo, amount: 100_000 });
    expect(await s.balance()).toBe(before + 100_000);
    const polled = await s.ok('/ams/trans/recharge/query', { topUpNo: order.topUpNo });
    expect(polled).toMatchObject({ status: '1', balanceAmt: String(before + 100_000) });
    expect(polled.paidTime).toMatch(/^\d{14}$/);

    // The same payment again changes nothing.
    const again = await s.simulate('qris-payment', { qrContent: payload });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/already paid/);
    expect(await s.balance()).toBe(before + 100_000);
    const orders = (await s.state()).wallet.orders.filter(
      (o: { orderType: string; orderNo: string }) => o.orderType === 'QRIS' && o.orderNo === order.topUpNo,
    );
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ category: 'TOPUP', status: '2', amount: '100000' });
  });

  it('refuses a tampered, foreign or expired payload', async () => {
    const order = await s.ok('/ams/trans/qris/recharge', { amount: '50000', txnNo: txnNo() });
    const payload = order.qrContent as string;
    const tampered = payload.replace('540550000', '540590000');
    const bad = await s.simulate('qris-payment', { qrContent: tampered });
    expect(bad.status).toBe(409);
    expect(bad.body.error).toMatch(/CRC/);
    expect((await s.simulate('qris-payment', {})).status).toBe(400);
    await s.control('/clock', { advanceMinutes: 31 });
    expect((await s.ok('/ams/trans/recharge/query', { topUpNo: order.topUpNo })).status).toBe('2');
    const late = await s.simulate('qris-payment', { qrContent: payload });
    expect(late.status).toBe(409);
    expect(late.body.error).toMatch(/expired/);
  });

  it('answers the same code to the same txnNo, and refuses the txnNo with another amount', async () => {
    const id = txnNo();
    const first = await s.ok('/ams/trans/qris/recharge', { amount: '60000', txnNo: id });
    expect(await s.ok('/ams/trans/qris/recharge', { amount: '60000', txnNo: id })).toEqual(first);
    expect((await s.state()).wallet.topUps).toHaveLength(1);
    const other = await s.call('/ams/trans/qris/recharge', { amount: '70000', txnNo: id });
    expect(other.ret_code).toBe(CODES.IDEMPOTENCY_CONFLICT.code);
  });

  it('refuses below Rp10.000 and a missing amount, creating nothing', async () => {
    const small = await s.call('/ams/trans/qris/recharge', { amount: '9999', txnNo: txnNo() });
    expect(small).toMatchObject({ ret_code: '80471011', ret_msg: 'Minimal isi saldo Rp10.000' });
    const missing = await s.call('/ams/trans/qris/recharge', { txnNo: txnNo() });
    expect(missing.ret_code).toBe(CODES.BAD_REQUEST.code);
    expect((await s.state()).wallet.topUps).toEqual([]);
  });
});

describe('the tier caps (spec section 6)', () => {
  it('answers the room left, and refuses above it with the tier’s numbers', async () => {
    const s = await session('topup.tier-cap');
    const quota = await s.ok('/ams/trans/recharge/quota', {});
    expect(quota).toMatchObject({
      mpcLevel: '1',
      tierName: 'Allo Pay',
      balanceCap: '2000000',
      incomingCap: '20000000',
      maxTopUpAmt: '50000',
      minTopUpAmt: '10000',
      limitedBy: 'BALANCE',
    });
    const refused = await s.call('/ams/trans/qris/recharge', { amount: '60000', txnNo: txnNo() });
    expect(refused.ret_code).toBe(CODES.WALLET_BALANCE_CAP.code);
    expect(refused.ret_msg).toBe(CODES.WALLET_BALANCE_CAP.id);
    expect(refused.ret_data).toMatchObject({
      tierName: 'Allo Pay',
      balanceCap: '2000000',
      maxTopUpAmt: '50000',
    });
    expect((await s.ok('/ams/trans/qris/recharge', { amount: '50000', txnNo: txnNo() })).status).toBe('0');
  });

  it('refuses above the monthly incoming cap of Allo Pay+, in English too', async () => {
    const s = await session('topup.tier-cap-incoming');
    const quota = await s.ok('/ams/trans/recharge/quota', {});
    expect(quota).toMatchObject({ tierName: 'Allo Pay+', incomingCap: '20000000', limitedBy: 'INCOMING' });
    const max = Number(quota.maxTopUpAmt);
    const refused = await s.call(
      '/ams/trans/store/recharge',
      { amount: String(max + 1000), store: 'INDOMARET', txnNo: txnNo() },
      'en-US',
    );
    expect(refused).toMatchObject({
      ret_code: CODES.WALLET_INCOMING_CAP.code,
      ret_msg: CODES.WALLET_INCOMING_CAP.en,
    });
  });

  it('has no cap for Allo Prime', () => {
    const t = bankDriver().session();
    t.state().customer.mpcLevel = '3';
    t.state().wallet.balance = '90000000';
    expect(quotaOf(t.state(), t.now())).toMatchObject({
      tierName: 'Allo Prime',
      balanceCap: '-1',
      incomingCap: '-1',
      maxTopUpAmt: '-1',
      limitedBy: 'NONE',
    });
  });
});

describe('top-up at a store', () => {
  it('gives a payment code paid once, for exactly its amount, through simulate/va-payment', async () => {
    const s = await session();
    const before = await s.balance();
    const order = await s.ok('/ams/trans/store/recharge', {
      amount: '200000',
      store: 'ALFAMART',
      txnNo: txnNo(),
    });
    expect(order).toMatchObject({ channel: 'STORE', store: 'ALFAMART', status: '0' });
    const code = order.paymentCode as string;
    expect(code).toMatch(/^8850\d{12}$/);
    const wrong = await s.simulate('va-payment', { vaCode: code, amount: 150_000 });
    expect(wrong.status).toBe(409);
    expect(wrong.body.error).toMatch(/WALLET_AMOUNT_MISMATCH/);
    expect((await s.simulate('va-payment', { vaCode: code, amount: 200_000 })).status).toBe(200);
    expect(await s.balance()).toBe(before + 200_000);
    expect((await s.simulate('va-payment', { vaCode: code, amount: 200_000 })).status).toBe(409);
    expect(await s.balance()).toBe(before + 200_000);
    expect((await s.ok('/ams/trans/recharge/query', { topUpNo: order.topUpNo })).status).toBe('1');
  });
});

describe('top-up by debit card', () => {
  const card = { cardNo: '4111111111111111', expiry: '12/29', cvv: '123' };

  it('checks the card (Luhn, CVV, expiry required) before anything, with the form’s texts', async () => {
    const s = await session();
    const luhn = await s.call('/ams/trans/card/recharge', {
      ...card,
      cardNo: '4111111111111112',
      amount: '50000',
      txnNo: txnNo(),
    });
    expect(luhn).toMatchObject({
      ret_code: CODES.BAD_REQUEST.code,
      ret_msg: 'Nomor kartu tidak valid. Periksa kembali nomor di kartu kamu.',
    });
    const noExpiry = await s.call('/ams/trans/card/recharge', {
      ...card,
      expiry: '',
      amount: '50000',
      txnNo: txnNo(),
    });
    expect(noExpiry.ret_msg).toBe('Masa berlaku kartu wajib diisi');
    const cvv = await s.call('/ams/trans/card/recharge', {
      ...card,
      cvv: '12',
      amount: '50000',
      txnNo: txnNo(),
    });
    expect(cvv.ret_msg).toBe('CVV harus 3 digit angka.');
    const expired = await s.call('/ams/trans/card/recharge', {
      ...card,
      expiry: '10/26',
      amount: '50000',
      txnNo: txnNo(),
    });
    expect(expired).toMatchObject({
      ret_code: '80471050',
      ret_msg: 'Kartu kamu sudah melewati masa berlaku.',
    });
    const declined = await s.call('/ams/trans/card/recharge', {
      ...card,
      cardNo: '4000000000000002',
      amount: '50000',
      txnNo: txnNo(),
    });
    expect(declined.ret_code).toBe('80471051');
    expect((await s.state()).wallet.topUps).toEqual([]);
  });

  it('charges once per txnNo, keeps the card masked and never the CVV', async () => {
    const s = await session();
    const before = await s.balance();
    const id = txnNo();
    const first = await s.ok('/ams/trans/card/recharge', { ...card, amount: '75000', txnNo: id });
    expect(first).toMatchObject({
      channel: 'CARD',
      status: '1',
      cardNo: '411111******1111',
      amount: '75000',
    });
    expect(first.balanceAmt).toBe(String(before + 75_000));
    expect(await s.ok('/ams/trans/card/recharge', { ...card, amount: '75000', txnNo: id })).toEqual(first);
    expect(await s.balance()).toBe(before + 75_000);
    const text = JSON.stringify(await s.state());
    expect(text).not.toContain('4111111111111111');
    expect(text).not.toContain('"cvv"');
  });
});

describe('top-up by virtual account', () => {
  it('offers the banks the client lists', () => {
    expect(VA_BANKS.map((b) => b.bankCode)).toEqual(TOP_UP_VA_BANKS.map((b) => b.bankCode));
  });

  it('answers what a paid virtual account received, and a second transfer does not land', async () => {
    const s = await session();
    const before = await s.balance();
    const va = (
      (await s.ok('/ams/trans/va/recharge', { bankCode: '009' })).vaList as Array<{
        vaCode: string;
        expTime: string;
      }>
    )[0]!;
    const transfer = { vaCode: va.vaCode, amount: 120_000, reference: 'BNI-TRF-0001' };
    expect((await s.simulate('va-payment', transfer)).status).toBe(200);
    const again = await s.simulate('va-payment', transfer);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/WALLET_TRANSFER_DUPLICATE/);
    expect(await s.balance()).toBe(before + 120_000);
    const list = (await s.ok('/ams/trans/va/recharge', { bankCode: '009' })).vaList as Array<
      Record<string, string>
    >;
    // A new one is open beside it (the same number, for the next top-up); the paid one says what came in.
    expect(list.map((v) => v.status)).toEqual(['0', '1']);
    expect(list[1]).toMatchObject({ vaCode: va.vaCode, expTime: va.expTime, paidAmt: '120000' });
    expect(list[1]!.paidTime).toMatch(/^\d{14}$/);
  });
});
