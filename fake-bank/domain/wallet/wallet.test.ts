import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { CHECKOUT_PIN_SCENE } from '../../../contracts/entities/checkout';
import { toTimestamp } from '../../kernel/clock';
import { availablePoints } from '../loyalty/loyalty-points';
import { HOUR_MS } from '../../../contracts/dates';
import { PAYMENT_FAIL_AMOUNT } from './wallet-orders';
import { availableBalance, heldBalance, walletCredit, walletDebit } from '../funds/funds-balance';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { receiveVaPayment } from './wallet-topup';

const YEAR = { startTime: '2025-11-01 00:00:00', endTime: '2026-11-30 23:59:59' };

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session();
});

const allOrders = (extra: object = {}) => ({
  status: '',
  category: '',
  ...YEAR,
  page: { currentPage: '1', pageSize: '50' },
  ...extra,
});

describe('walletBalance (mpc_balance)', () => {
  it('answers the tier, the available balance and the core account', () => {
    const state = s.state();
    const data = s.ok('walletBalance', {});
    const held = heldBalance(state);
    expect(held).toBeGreaterThan(0);
    expect(data.mpcLevel).toBe('2');
    expect(data.balanceAmt).toBe(String(Number(state.wallet.balance) - held));
    expect(data.coreAcctList).toEqual([
      {
        balanceAmt: state.wallet.balance,
        acctStatus: 'A',
        acctType: 'EMONEY',
        acctBizType: 'REGISTERED',
        avaliableBalanceAmt: data.balanceAmt,
        blockedBalanceAmt: String(held),
        acctNo: state.wallet.emoneyAcctNo,
      },
    ]);
  });

  it('shows the savings account once the customer is Prime', () => {
    s.state().customer.mpcLevel = '3';
    const data = s.ok('walletBalance', {});
    expect(data.coreAcctList[0]).toMatchObject({
      acctType: 'SAVINGS',
      acctBizType: 'PRIME',
      acctNo: s.state().wallet.savingsAcctNo,
    });
  });

  it('refuses a body that is not an object', () => {
    s.refused('walletBalance', ['x'], 'BAD_REQUEST');
  });
});

/** The base state's 30 orders less the 4 paid wholly with Pay Later and points (not balance transactions). */
const LISTED = 26;

describe('walletTranOrders (tran_order)', () => {
  it('is the balance transaction list: a split payment lists its balance part, one paid wholly with Pay Later or points is left out (decision 0040)', () => {
    const orders = s.state().wallet.orders;
    const split = orders.filter(
      (o) =>
        o.category === 'PAYMENT' &&
        Number(o.pay.balance) > 0 &&
        Number(o.pay.paylater) + Number(o.pay.points) > 0,
    );
    const none = orders.filter(
      (o) =>
        o.category === 'PAYMENT' &&
        o.pay.balance === '0' &&
        Number(o.pay.paylater) + Number(o.pay.points) > 0,
    );
    expect(split.length).toBeGreaterThan(0);
    expect(none.length).toBe(orders.length - LISTED);
    const listed = s.ok('walletTranOrders', allOrders()).tranOrderList;
    expect(listed).toHaveLength(LISTED);
    for (const order of split) {
      expect(listed.find((o) => o.mpcOrderNo === order.mpcOrderNo)?.amount).toBe(order.pay.balance);
    }
    for (const order of none) expect(listed.some((o) => o.mpcOrderNo === order.mpcOrderNo)).toBe(false);
    // The detail still answers the order's whole amount and how it was paid.
    const detail = s.ok('walletTranOrderDetail', { orderNo: split[0]!.mpcOrderNo });
    expect(detail.amount).toBe(split[0]!.amount);
    expect(detail.payInfo.balanceAmt).toBe(split[0]!.pay.balance);
  });

  it('lists 12 months of orders in every status, newest first', () => {
    const data = s.ok('walletTranOrders', allOrders());
    expect(data.page).toEqual({
      totalPage: '1',
      currentPage: '1',
      pageSize: '50',
      totalCount: String(LISTED),
    });
    expect(new Set(data.tranOrderList.map((o) => o.status))).toEqual(new Set(['0', '1', '2', '3', '4', '5']));
    const stamps = data.tranOrderList.map((o) => o.txnDate + o.txnTime);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('filters by status, category and time', () => {
    const refunded = s.ok('walletTranOrders', allOrders({ status: '5' })).tranOrderList;
    expect(refunded.length).toBeGreaterThan(0);
    for (const order of refunded) {
      expect(order.status).toBe('5');
      expect(order.refundTotalAmount).toBe(order.amount);
    }
    const topUps = s.ok('walletTranOrders', allOrders({ category: 'TOPUP' })).tranOrderList;
    for (const order of topUps) expect(order.category).toBe('TOPUP');
    const november = s.ok(
      'walletTranOrders',
      allOrders({ startTime: '2026-11-01 00:00:00', endTime: '2026-11-30 23:59:59' }),
    ).tranOrderList;
    for (const order of november) expect(order.txnDate.startsWith('202611')).toBe(true);
    const none = s.ok(
      'walletTranOrders',
      allOrders({ startTime: '2021-01-01 00:00:00', endTime: '2021-12-31 23:59:59' }),
    );
    expect(none.tranOrderList).toEqual([]);
    expect(none.page.totalPage).toBe('0');
  });

  it('pages consistently: the same page twice is the same, pages do not overlap', () => {
    const page = (n: number) =>
      s.ok('walletTranOrders', allOrders({ page: { currentPage: String(n), pageSize: '7' } }));
    expect(page(2)).toEqual(page(2));
    const seen = [1, 2, 3, 4, 5].flatMap((n) => page(n).tranOrderList.map((o) => o.mpcOrderNo));
    expect(seen.length).toBe(LISTED);
    expect(new Set(seen).size).toBe(LISTED);
    expect(page(1).page.totalPage).toBe(String(Math.ceil(LISTED / 7)));
  });

  it("answers a failed order's error message in the caller's language", () => {
    const failedId = s.ok('walletTranOrders', allOrders({ status: '3' })).tranOrderList[0]!;
    const en = s.ok('walletTranOrders', allOrders({ status: '3' }), 'en').tranOrderList[0]!;
    expect(failedId.errorCode).toMatch(/^8047/);
    expect(failedId.errorMsg).not.toBe(en.errorMsg);
    expect(en.errorMsg.length).toBeGreaterThan(0);
  });

  it('masks people and shows the customer on the right side', () => {
    const state = s.state();
    const orders = s.ok('walletTranOrders', allOrders()).tranOrderList;
    const payment = orders.find((o) => o.category === 'PAYMENT')!;
    expect(payment.payerUid).toBe(state.customer.mpcUid);
    expect(payment.payerAcctName).toMatch(/^\S\*+/);
    expect(payment.payeeAcctName).toBe(payment.merchantName);
    const topUp = orders.find((o) => o.category === 'TOPUP');
    if (topUp) expect(topUp.payeeUid).toBe(state.customer.mpcUid);
  });

  it('refuses bad requests', () => {
    s.refused(
      'walletTranOrders',
      allOrders({ startTime: '2026-12-01 00:00:00', endTime: '2026-11-01 00:00:00' }),
      'BAD_REQUEST',
    );
    s.refused('walletTranOrders', allOrders({ page: { currentPage: '1', pageSize: '0' } }), 'BAD_REQUEST');
    s.refused('walletTranOrders', allOrders({ status: '9' }), 'BAD_REQUEST');
    s.refused('walletTranOrders', allOrders({ startTime: '20261101' }), 'BAD_REQUEST');
    s.refused('walletTranOrders', { ...YEAR, status: '', category: '' }, 'BAD_REQUEST');
    s.refused('walletTranOrders', allOrders({ page: { currentPage: 1, pageSize: 10 } }), 'BAD_REQUEST');
  });
});

describe('walletTranOrderDetail (tran_order_detail)', () => {
  it('answers one order by its order number or its wallet order number', () => {
    const order = s.state().wallet.orders.find((o) => o.category === 'PAYMENT' && o.status === '2')!;
    const byOrderNo = s.ok('walletTranOrderDetail', { orderNo: order.orderNo });
    const byMpc = s.ok('walletTranOrderDetail', { orderNo: order.mpcOrderNo });
    expect(byMpc).toEqual(byOrderNo);
    expect(byOrderNo.goodsList).toEqual(order.goods);
    expect(byOrderNo.payInfo).toMatchObject({ totalAmt: order.amount, code: '0000' });
    const parts = byOrderNo.payInfo;
    expect(Number(parts.balanceAmt) + Number(parts.paylaterAmt) + Number(parts.pointsAmt)).toBe(
      Number(order.amount),
    );
  });

  it('refuses an unknown order and a bad request', () => {
    s.refused('walletTranOrderDetail', { orderNo: 'NOPE' }, 'WALLET_ORDER_NOT_FOUND');
    s.refused('walletTranOrderDetail', {}, 'BAD_REQUEST');
    s.refused('walletTranOrderDetail', { orderNo: 'x'.repeat(65) }, 'BAD_REQUEST');
  });
});

describe('walletSyncOrder and walletPayOrder (checkout)', () => {
  const goods = [
    { goodsId: 'G1', goodsName: 'Kopi Susu', goodsDesc: '', goodsNum: '2', goodsPrice: '25000' },
    { goodsId: 'G2', goodsName: 'Roti Bakar', goodsDesc: '', goodsNum: '1', goodsPrice: '20000' },
  ];

  function syncOrder(orderNo = 'ORD-T-1', totleAmt = '70000') {
    const merchant = s.state().wallet.merchants[0]!;
    const body = {
      orderNo,
      merchantId: merchant.merchantId,
      totleAmt,
      goods: totleAmt === '70000' ? goods : undefined,
    };
    return { body, result: s.ok('walletSyncOrder', body) };
  }

  function payBody(
    mpcOrderNo: string,
    parts: { wallet?: number; paylater?: number; points?: number },
    orderNo = 'ORD-T-1',
  ) {
    const wallet = parts.wallet ?? 0;
    const paylater = parts.paylater ?? 0;
    const points = parts.points ?? 0;
    return {
      appId: '50002LPT01',
      userId: s.state().customer.userId,
      orderNo,
      mpcOrderNo,
      walletPayAmt: String(wallet),
      payLaterAmt: String(paylater),
      costPoints: String(points),
      totalAmt: String(wallet + paylater + points),
      // The customer's PIN sealed with a fresh factor, as the client sends it (wallet-orders.test.ts).
      ...s.sealPin(CHECKOUT_PIN_SCENE),
      cardList: [],
    };
  }

  it('creates an order waiting for payment, and a retry answers the same order', () => {
    const { body, result } = syncOrder();
    expect(result).toMatchObject({ code: '0000', msg: CODES.SUCCESS.id });
    expect(s.ok('walletSyncOrder', body).mpcOrderNo).toBe(result.mpcOrderNo);
    const detail = s.ok('walletTranOrderDetail', { orderNo: result.mpcOrderNo });
    expect(detail).toMatchObject({ status: '0', amount: '70000', category: 'PAYMENT' });
    expect(detail.goodsList).toEqual(goods);
    const waiting = s.ok('walletTranOrders', allOrders({ status: '0' })).tranOrderList;
    expect(waiting.map((o) => o.mpcOrderNo)).toContain(result.mpcOrderNo);
  });

  it('refuses unknown merchants, goods that do not add up and a reused order number', () => {
    const merchantId = s.state().wallet.merchants[0]!.merchantId;
    s.refused(
      'walletSyncOrder',
      { orderNo: 'A1', merchantId: 'MCT0', totleAmt: '1000' },
      'WALLET_MERCHANT_UNKNOWN',
    );
    s.refused(
      'walletSyncOrder',
      { orderNo: 'A1', merchantId, totleAmt: '1000', goods },
      'WALLET_AMOUNT_MISMATCH',
    );
    syncOrder();
    s.refused(
      'walletSyncOrder',
      { orderNo: 'ORD-T-1', merchantId, totleAmt: '1000' },
      'WALLET_ORDER_DUPLICATE',
    );
  });

  it('refuses bad sync requests with the rule text', () => {
    const merchantId = s.state().wallet.merchants[0]!.merchantId;
    const zero = s.refused(
      'walletSyncOrder',
      { orderNo: 'A1', merchantId, totleAmt: '0' },
      'BAD_REQUEST',
    ).envelope;
    expect(zero.ret_msg).toBe('Jumlah tidak valid.');
    s.refused('walletSyncOrder', { orderNo: 'A1', merchantId, totleAmt: 1000 }, 'BAD_REQUEST');
    s.refused('walletSyncOrder', { orderNo: 'A1', totleAmt: '1000' }, 'BAD_REQUEST');
    s.refused(
      'walletSyncOrder',
      {
        orderNo: 'A1',
        merchantId,
        totleAmt: '1000',
        goods: Array(51).fill(goods[0]),
      },
      'BAD_REQUEST',
    );
  });

  it('pays with balance and points once: a retry answers the first payment and charges nothing', () => {
    const { result } = syncOrder();
    const state = s.state();
    const balanceBefore = availableBalance(state);
    const pointsBefore = availablePoints(state, s.now());
    const body = payBody(result.mpcOrderNo, { wallet: 65_000, points: 5_000 });
    const paid = s.ok('walletPayOrder', body);
    expect(paid).toMatchObject({
      mpcOrderNo: result.mpcOrderNo,
      status: '2',
      balanceAmt: String(balanceBefore - 65_000),
      avlScoreAmount: String(pointsBefore - 5_000),
    });
    expect(paid.payInfo).toMatchObject({
      totalAmt: '70000',
      balanceAmt: '65000',
      pointsAmt: '5000',
      paylaterAmt: '0',
    });
    expect(s.ok('walletPayOrder', body)).toEqual(paid);
    expect(s.log().at(-1)?.trace).toContain('idempotent-replay');
    expect(availableBalance(state)).toBe(balanceBefore - 65_000);
    expect(s.ok('walletBalance', {}).balanceAmt).toBe(String(balanceBefore - 65_000));
    expect(s.ok('pointsBalance', {}).avlScoreAmount).toBe(String(pointsBefore - 5_000));
    const spent = s.ok('pointsDetail', {
      begingTime: '2026-11-21 00:00:00',
      endTime: '2026-11-21 23:59:59',
      legalRightType: '',
      category: '4',
      sortMode: '0',
      nums: '10',
      page: '1',
    }).list[0];
    expect(spent).toMatchObject({ scoreAmount: '-5000', category: '4' });
    expect(s.ok('walletTranOrderDetail', { orderNo: result.mpcOrderNo }).status).toBe('2');
  });

  it("answers 'Maaf, saldo kamu tidak cukup.' when the balance is short, and changes nothing", () => {
    const { result } = syncOrder('ORD-T-2', '5000000');
    s.state().wallet.balance = '100000';
    const before = JSON.stringify(s.state().wallet);
    const envelope = s.refused(
      'walletPayOrder',
      payBody(result.mpcOrderNo, { wallet: 5_000_000 }, 'ORD-T-2'),
      'WALLET_INSUFFICIENT_BALANCE',
    ).envelope;
    expect(envelope.ret_msg).toBe('Maaf, saldo kamu tidak cukup.');
    expect(JSON.stringify(s.state().wallet)).toBe(before);
  });

  it('refuses more points than available', () => {
    const { result } = syncOrder('ORD-T-3', '90000000');
    s.refused(
      'walletPayOrder',
      payBody(result.mpcOrderNo, { points: 90_000_000 }, 'ORD-T-3'),
      'LOYALTY_POINTS_INSUFFICIENT',
    );
  });

  it('refuses parts that do not add up, a total that is not the order, and another user', () => {
    const { result } = syncOrder();
    const body = payBody(result.mpcOrderNo, { wallet: 70_000 });
    s.refused('walletPayOrder', { ...body, walletPayAmt: '60000' }, 'WALLET_AMOUNT_MISMATCH');
    s.refused(
      'walletPayOrder',
      { ...body, walletPayAmt: '80000', totalAmt: '80000' },
      'WALLET_AMOUNT_MISMATCH',
    );
    s.refused('walletPayOrder', { ...body, userId: 'someone-else' }, 'WALLET_USER_MISMATCH');
    s.refused('walletPayOrder', { ...body, orderNo: 'OTHER' }, 'WALLET_ORDER_NOT_FOUND');
  });

  it(`fails a payment of Rp${PAYMENT_FAIL_AMOUNT} with "We couldn't process your payment", and a retry says so again`, () => {
    const { result } = syncOrder('ORD-T-4', String(PAYMENT_FAIL_AMOUNT));
    const balance = s.state().wallet.balance;
    const body = payBody(result.mpcOrderNo, { wallet: PAYMENT_FAIL_AMOUNT }, 'ORD-T-4');
    s.refused('walletPayOrder', body, 'WALLET_PAYMENT_FAILED', 'en');
    expect(CODES.WALLET_PAYMENT_FAILED.en).toBe("We couldn't process your payment");
    s.refused('walletPayOrder', body, 'WALLET_PAYMENT_FAILED');
    expect(s.state().wallet.balance).toBe(balance);
    const detail = s.ok('walletTranOrderDetail', { orderNo: result.mpcOrderNo });
    expect(detail).toMatchObject({ status: '3', errorCode: CODES.WALLET_PAYMENT_FAILED.code });
  });

  it('asks the credit line for the Pay Later part and changes nothing when it refuses', () => {
    const { result } = syncOrder();
    const before = JSON.stringify(s.state().wallet);
    const body = {
      ...payBody(result.mpcOrderNo, { wallet: 20_000, paylater: 50_000 }),
      cardList: [{ payType: 'PAYLATER', loanTerm: '3' }],
    };
    const { envelope } = s.call('walletPayOrder', body);
    if (envelope.ret_code !== CODES.SUCCESS.code) {
      expect(JSON.stringify(s.state().wallet)).toBe(before);
    } else {
      expect(s.ok('walletTranOrderDetail', { orderNo: result.mpcOrderNo }).payInfo.paylaterAmt).toBe('50000');
    }
  });

  it('refuses to pay an order that is not waiting for payment', () => {
    const processing = s.state().wallet.orders.find((o) => o.status === '1')!;
    const body = payBody(processing.mpcOrderNo, { wallet: Number(processing.amount) }, processing.orderNo);
    s.refused('walletPayOrder', body, 'WALLET_ORDER_NOT_PAYABLE');
  });

  it('refuses bad pay requests', () => {
    const body = payBody('MPC1', { wallet: 1000 });
    s.refused('walletPayOrder', { ...body, password: '' }, 'BAD_REQUEST');
    s.refused('walletPayOrder', { ...body, cardList: undefined }, 'BAD_REQUEST');
    s.refused('walletPayOrder', { ...body, walletPayAmt: '-5' }, 'BAD_REQUEST');
    s.refused('walletPayOrder', { ...body, cardList: [{ payType: 'CASH' }] }, 'BAD_REQUEST');
  });
});

describe('walletVaRecharge (va/recharge) and arriving transfers', () => {
  it('opens one virtual account per bank and answers it again while it is open', () => {
    const state = s.state();
    const first = s.ok('walletVaRecharge', { bankCode: '014' });
    expect(first.vaList).toEqual([
      {
        vaCode: '39358' + state.customer.phone,
        status: '0',
        expTime: toTimestamp(s.now() + 24 * HOUR_MS),
        bankCode: '014',
        bankName: 'BCA',
      },
    ]);
    expect(first.minTopUpAmt).toBe('10000');
    s.elapse(HOUR_MS);
    expect(s.ok('walletVaRecharge', { bankCode: '014' })).toEqual(first);
    expect(state.wallet.virtualAccounts).toHaveLength(1);
    const other = s.ok('walletVaRecharge', { bankCode: '0567' });
    expect(other.vaList[0]!.vaCode).toBe('0567' + state.customer.phone);
  });

  it('opens a new one once the old one expired', () => {
    s.ok('walletVaRecharge', { bankCode: '014' });
    s.elapse(25 * HOUR_MS);
    const again = s.ok('walletVaRecharge', { bankCode: '014' });
    expect(again.vaList.map((v) => v.status)).toEqual(['0', '2']);
  });

  it('answers the room left under the tier caps', () => {
    const state = s.state();
    state.wallet.balance = '3000000';
    state.wallet.incoming = { month: toTimestamp(s.now()).slice(0, 6), amount: '15000000' };
    expect(s.ok('walletVaRecharge', { bankCode: '014' }).maxTopUpAmt).toBe('5000000');
    state.customer.mpcLevel = '1';
    state.wallet.balance = '1500000';
    expect(s.ok('walletVaRecharge', { bankCode: '014' }).maxTopUpAmt).toBe('500000');
    state.customer.mpcLevel = '3';
    expect(s.ok('walletVaRecharge', { bankCode: '014' }).maxTopUpAmt).toBe('-1');
  });

  it('lands a transfer in the balance, counts it as incoming and closes the virtual account', () => {
    const state = s.state();
    const va = s.ok('walletVaRecharge', { bankCode: '008' }).vaList[0]!;
    const before = s.ok('walletBalance', {}).balanceAmt;
    const incoming = Number(state.wallet.incoming.amount);
    const result = receiveVaPayment(state, { vaCode: va.vaCode, amount: 250_000 }, s.now());
    expect(result.ok).toBe(true);
    expect(s.ok('walletBalance', {}).balanceAmt).toBe(String(Number(before) + 250_000));
    expect(state.wallet.incoming.amount).toBe(String(incoming + 250_000));
    const topUp = s.ok('walletTranOrderDetail', { orderNo: result.ok ? result.mpcOrderNo : '' });
    expect(topUp).toMatchObject({ category: 'TOPUP', status: '2', amount: '250000', orderType: 'VA' });
    // The paid virtual account takes nothing more; asking again opens a new one.
    const closed = { ok: false, code: 'WALLET_VA_NOT_OPEN' };
    expect(receiveVaPayment(state, { vaCode: va.vaCode, amount: 250_000 }, s.now())).toEqual(closed);
    expect(receiveVaPayment(state, { vaCode: '123456789012', amount: 250_000 }, s.now())).toEqual(closed);
    const list = s.ok('walletVaRecharge', { bankCode: '008' }).vaList;
    expect(list.map((v) => v.status)).toEqual(['0', '1']);
  });

  it('refuses transfers below Rp10.000 and above the tier caps, as failed top-ups', () => {
    const state = s.state();
    const va = () => s.ok('walletVaRecharge', { bankCode: '002' }).vaList[0]!.vaCode;
    const balance = state.wallet.balance;
    expect(receiveVaPayment(state, { vaCode: va(), amount: 9_999 }, s.now())).toMatchObject({
      ok: false,
      code: 'WALLET_TOP_UP_MINIMUM',
    });
    state.customer.mpcLevel = '1';
    state.wallet.balance = '1990000';
    expect(receiveVaPayment(state, { vaCode: va(), amount: 20_000 }, s.now())).toMatchObject({
      ok: false,
      code: 'WALLET_BALANCE_CAP',
    });
    state.customer.mpcLevel = '2';
    state.wallet.balance = balance;
    state.wallet.incoming = { month: toTimestamp(s.now()).slice(0, 6), amount: '19990000' };
    expect(receiveVaPayment(state, { vaCode: va(), amount: 20_000 }, s.now())).toMatchObject({
      ok: false,
      code: 'WALLET_INCOMING_CAP',
    });
    expect(state.wallet.balance).toBe(balance);
    const failed = s.ok('walletTranOrders', allOrders({ status: '3', category: 'TOPUP' })).tranOrderList;
    expect(failed.map((o) => o.errorCode)).toEqual(
      expect.arrayContaining([
        CODES.WALLET_TOP_UP_MINIMUM.code,
        CODES.WALLET_BALANCE_CAP.code,
        CODES.WALLET_INCOMING_CAP.code,
      ]),
    );
    state.customer.mpcLevel = '3';
    expect(receiveVaPayment(state, { vaCode: va(), amount: 50_000_000 }, s.now()).ok).toBe(true);
  });

  it('refuses unknown banks and bad bank codes', () => {
    s.refused('walletVaRecharge', { bankCode: '999' }, 'WALLET_BANK_UNSUPPORTED');
    s.refused('walletVaRecharge', { bankCode: 'BCA' }, 'BAD_REQUEST');
    s.refused('walletVaRecharge', {}, 'BAD_REQUEST');
  });
});

describe('walletDebit and walletCredit (money other areas move)', () => {
  it('moves the balance and shows the move among the balance transactions', () => {
    const state = s.state();
    const before = availableBalance(state);
    const move = { now: s.now(), orderNo: 'LN-1', counterpartyName: 'Allo Bank Pay Later' };
    const out = walletDebit(state, { ...move, amount: 30_000, category: 'PAYMENT' });
    const back = walletCredit(state, { ...move, amount: 500_000, category: 'TRANSFER_IN' });
    expect(s.ok('walletBalance', {}).balanceAmt).toBe(String(before - 30_000 + 500_000));
    expect(s.ok('walletTranOrderDetail', { orderNo: out })).toMatchObject({
      status: '2',
      category: 'PAYMENT',
      amount: '30000',
    });
    expect(s.ok('walletTranOrderDetail', { orderNo: back })).toMatchObject({
      status: '2',
      category: 'TRANSFER_IN',
    });
    expect(() => walletDebit(state, { ...move, amount: 1e12, category: 'PAYMENT' })).toThrow(
      'WALLET_INSUFFICIENT_BALANCE',
    );
  });
});
