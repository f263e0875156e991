import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { CHECKOUT_PIN_SCENE } from '../../../contracts/entities/checkout';
import { SEEDED_PIN } from '../../model/security';
import { noBill } from '../../../scenarios/generators/credit-presets';
import { DAY_MS } from '../../../contracts/dates';
import { Faker, base, en, id_ID } from '@faker-js/faker';
import { availableLimit, buildBook } from '../../model/credit-ledger';
import { toTimestamp } from '../../kernel/clock';
import { availablePoints } from '../loyalty/loyalty-points';
import { availableBalance } from '../funds/funds-balance';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session();
});

/** A merchant order of Rp 70.000 waiting for payment, made as a merchant makes it (tran/sync_order). */
function merchantOrder(orderNo = 'ORD-PIN-1', totleAmt = '70000') {
  const merchantId = s.state().wallet.merchants[0]!.merchantId;
  const { mpcOrderNo } = s.ok('walletSyncOrder', { orderNo, merchantId, totleAmt });
  return { orderNo, mpcOrderNo, total: Number(totleAmt) };
}

function payBody(
  order: { orderNo: string; mpcOrderNo: string; total: number },
  secret: { password: string; factor: string },
  parts: { points?: number; paylater?: number; loanTerm?: '1' | '3' | '6' | '12' } = {},
) {
  const points = parts.points ?? 0;
  const paylater = parts.paylater ?? 0;
  return {
    appId: '50002LPT01',
    userId: s.state().customer.userId,
    orderNo: order.orderNo,
    mpcOrderNo: order.mpcOrderNo,
    walletPayAmt: String(order.total - points - paylater),
    payLaterAmt: String(paylater),
    costPoints: String(points),
    totalAmt: String(order.total),
    ...secret,
    cardList: [
      { payType: 'BALANCE' as const },
      ...(points > 0 ? [{ payType: 'POINTS' as const }] : []),
      ...(paylater > 0 ? [{ payType: 'PAYLATER' as const, loanTerm: parts.loanTerm ?? '3' }] : []),
    ],
  };
}

/** What a payment could move: the balance, the points and the credit loans. */
function money() {
  const state = s.state();
  return {
    balance: state.wallet.balance,
    points: availablePoints(state, s.now()),
    loans: state.credit.loans.length,
  };
}

describe('tran/pay_order checks the PIN for real', () => {
  it('refuses the placeholder a client without sealing would send, and moves no money', () => {
    const order = merchantOrder();
    const before = money();
    // Not a sealed value at all: refused by the contract.
    s.refused(
      'walletPayOrder',
      payBody(order, { password: 'sealed-pin-placeholder', factor: 'x' }),
      'BAD_REQUEST',
    );
    s.refused('walletPayOrder', payBody(order, { password: 'x', factor: 'x' }), 'BAD_REQUEST');
    // Shaped like one, but no factor of this session issued it.
    s.refused(
      'walletPayOrder',
      payBody(order, { password: 'c2VhbGVkLXBpbi1wbGFjZWhvbGRlcg==', factor: 'factor-never-issued' }),
      'SECURITY_FACTOR_INVALID',
    );
    // A live factor, but the value was not sealed with its key: the factor is spent, nothing else.
    const { factor } = s.sealPin(CHECKOUT_PIN_SCENE);
    s.refused(
      'walletPayOrder',
      payBody(order, { password: 'c2VhbGVkLXBpbi1wbGFjZWhvbGRlcg==', factor }),
      'SECURITY_CIPHER_INVALID',
    );
    expect(money()).toEqual(before);
    expect(s.ok('walletTranOrderDetail', { orderNo: order.mpcOrderNo }).status).toBe('0');
  });

  it('refuses a wrong PIN on the daily counter of password/validate, and moves no money', () => {
    const order = merchantOrder();
    const before = money();
    const wrong = s.refused(
      'walletPayOrder',
      payBody(order, s.sealPin(CHECKOUT_PIN_SCENE, '246801')),
      'PIN_WRONG',
    ).envelope;
    expect(wrong.ret_data).toMatchObject({ dayErrorCount: '1', attemptsLeft: '4' });
    expect(money()).toEqual(before);
    // The same counter: a wrong PIN at password/validate is the second of the day.
    const { password, factor } = s.sealPin(CHECKOUT_PIN_SCENE, '246801');
    const validate = s.refused(
      'passwordValidate',
      { password, factor, scene: CHECKOUT_PIN_SCENE },
      'PIN_WRONG',
    ).envelope;
    expect(validate.ret_data).toMatchObject({ dayErrorCount: '2', attemptsLeft: '3' });
    expect(s.ok('walletTranOrderDetail', { orderNo: order.mpcOrderNo }).status).toBe('0');
  });

  it('locks after the fifth wrong PIN of the day: even the right PIN pays nothing until 00:00 WIB', () => {
    const order = merchantOrder();
    const before = money();
    for (let i = 1; i <= 4; i += 1) {
      s.refused('walletPayOrder', payBody(order, s.sealPin(CHECKOUT_PIN_SCENE, '246801')), 'PIN_WRONG');
    }
    const fifth = s.refused(
      'walletPayOrder',
      payBody(order, s.sealPin(CHECKOUT_PIN_SCENE, '246801')),
      'PIN_LOCKED',
    ).envelope;
    expect(fifth.ret_data).toMatchObject({ dayErrorCount: '5', attemptsLeft: '0' });
    s.refused('walletPayOrder', payBody(order, s.sealPin(CHECKOUT_PIN_SCENE)), 'PIN_LOCKED');
    const { password, factor } = s.sealPin(CHECKOUT_PIN_SCENE);
    s.refused('passwordValidate', { password, factor, scene: CHECKOUT_PIN_SCENE }, 'PIN_LOCKED');
    expect(money()).toEqual(before);
    // The next business day the lock is gone.
    s.elapse(DAY_MS);
    expect(s.ok('walletPayOrder', payBody(order, s.sealPin(CHECKOUT_PIN_SCENE))).status).toBe('2');
  });

  it('pays with the right PIN sealed with the bank key (344 characters) once: a resend pays nothing more', () => {
    const order = merchantOrder();
    const state = s.state();
    const balanceBefore = availableBalance(state);
    const sealed = s.sealPin(CHECKOUT_PIN_SCENE, SEEDED_PIN);
    expect(sealed.password).toHaveLength(344);
    const body = payBody(order, sealed);
    const paid = s.ok('walletPayOrder', body);
    expect(paid).toMatchObject({ status: '2', balanceAmt: String(balanceBefore - 70_000) });
    // The answer was lost: the client sends exactly the same request again.
    expect(s.ok('walletPayOrder', body)).toEqual(paid);
    expect(availableBalance(state)).toBe(balanceBefore - 70_000);
    // Another PIN for the same order is not a second payment.
    s.refused('walletPayOrder', payBody(order, s.sealPin(CHECKOUT_PIN_SCENE)), 'IDEMPOTENCY_CONFLICT');
    expect(availableBalance(state)).toBe(balanceBefore - 70_000);
    const paidOrders = state.wallet.orders.filter((o) => o.mpcOrderNo === order.mpcOrderNo);
    expect(paidOrders).toHaveLength(1);
    expect(paidOrders[0]).toMatchObject({ status: '2', pay: { balance: '70000' } });
  });

  it('answers the points part with its cash value', () => {
    const order = merchantOrder();
    const pointsBefore = availablePoints(s.state(), s.now());
    const paid = s.ok('walletPayOrder', payBody(order, s.sealPin(CHECKOUT_PIN_SCENE), { points: 5_000 }));
    expect(paid.payInfo).toMatchObject({ pointsAmt: '5000', pointsCashValue: '5000', balanceAmt: '65000' });
    expect(paid.avlScoreAmount).toBe(String(pointsBefore - 5_000));
    const detail = s.ok('walletTranOrderDetail', { orderNo: order.mpcOrderNo });
    expect(detail.payInfo).toMatchObject({ pointsAmt: '5000', pointsCashValue: '5000' });
  });

  it('charges the Pay Later part to the credit line with the chosen tenor', () => {
    const faker = new Faker({ locale: [id_ID, en, base] });
    faker.seed(1411);
    noBill(s.state(), faker);
    const order = merchantOrder('ORD-PL-1', '1500000');
    const state = s.state();
    const limitBefore = availableLimit(buildBook(state.credit, toTimestamp(s.now())));
    const balanceBefore = availableBalance(state);
    const paid = s.ok(
      'walletPayOrder',
      payBody(order, s.sealPin(CHECKOUT_PIN_SCENE), { paylater: 1_200_000, loanTerm: '6' }),
    );
    expect(paid.payInfo).toMatchObject({ paylaterAmt: '1200000', balanceAmt: '300000' });
    const loan = state.credit.loans.at(-1)!;
    expect(loan).toMatchObject({ kind: 'PAYLATER', principal: 1_200_000, terms: 6, merBizNo: 'ORD-PL-1' });
    expect(availableLimit(buildBook(state.credit, toTimestamp(s.now())))).toBe(limitBefore - 1_200_000);
    expect(availableBalance(state)).toBe(balanceBefore - 300_000);
  });

  it("refuses the Pay Later part without a credit line, with the credit line's words, and moves nothing", () => {
    const order = merchantOrder();
    const before = money();
    s.refused(
      'walletPayOrder',
      payBody(order, s.sealPin(CHECKOUT_PIN_SCENE), { paylater: 50_000 }),
      'CREDIT_NO_ACCOUNT',
    );
    expect(money()).toEqual(before);
  });

  it("answers 'Maaf, saldo kamu tidak cukup.' for a balance part above the balance, after the PIN", () => {
    const order = merchantOrder('ORD-BIG', '5000000');
    s.state().wallet.balance = '100000';
    const before = money();
    const refusal = s.refused(
      'walletPayOrder',
      payBody(order, s.sealPin(CHECKOUT_PIN_SCENE)),
      'WALLET_INSUFFICIENT_BALANCE',
    ).envelope;
    expect(refusal.ret_msg).toBe('Maaf, saldo kamu tidak cukup.');
    expect(money()).toEqual(before);
    // A wrong PIN is told as such: the balance is nobody's business without the PIN.
    s.refused('walletPayOrder', payBody(order, s.sealPin(CHECKOUT_PIN_SCENE, '246801')), 'PIN_WRONG');
  });

  it("fails the magic total with 'We couldn't process your payment' only after the right PIN", () => {
    const order = merchantOrder('ORD-FAIL', '99999');
    s.refused('walletPayOrder', payBody(order, s.sealPin(CHECKOUT_PIN_SCENE, '246801')), 'PIN_WRONG');
    expect(s.ok('walletTranOrderDetail', { orderNo: order.mpcOrderNo }).status).toBe('0');
    const before = money();
    const failed = s.refused(
      'walletPayOrder',
      payBody(order, s.sealPin(CHECKOUT_PIN_SCENE)),
      'WALLET_PAYMENT_FAILED',
      'en',
    ).envelope;
    expect(failed.ret_msg).toBe("We couldn't process your payment");
    expect(money()).toEqual(before);
    const detail = s.ok('walletTranOrderDetail', { orderNo: order.mpcOrderNo });
    expect(detail).toMatchObject({ status: '3', errorCode: CODES.WALLET_PAYMENT_FAILED.code });
    expect(detail.errorMsg).toBe(CODES.WALLET_PAYMENT_FAILED.id);
  });
});
