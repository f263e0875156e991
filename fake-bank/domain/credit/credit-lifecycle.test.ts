import { describe, expect, it } from 'vitest';
import type { CodeName } from '../../../contracts';
import * as presets from '../../../scenarios/generators/credit-presets';
import { inApp } from '../../../scenarios/generators/cash-presets';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { merchantOrder, payBody } from '../../testing/checkout-fixtures';

/**
 * The wallet moves of a deactivated or closed Pay Later line (decision 0034): what borrows on the line
 * (Pay Later at checkout, Instant Cash to the wallet) is refused with the line's code and moves nothing;
 * the wallet itself (balance, paying from it) goes on.
 */
const unionPay = (paylater: number, orderNo: string) => ({
  totalAmt: '150000',
  pointsAmt: '0',
  pointsCashValue: '0',
  balanceAmt: String(150_000 - paylater),
  paylaterAmt: String(paylater),
  loanTerm: paylater > 0 ? '3' : '0',
  channelId: 'QRIS000123',
  orderNo,
  goodsList: [{ goodsId: 'G1', goodsName: 'Kopi Susu', goodsNum: '2', goodsPrice: '75000' }],
});

/** Every refusal that borrows on the line, then proof nothing was written. */
function expectBorrowingRefused(s: SessionDriver, code: CodeName) {
  const order = merchantOrder(s, `ORD-${code}`);
  const pay = payBody(s, order, 100_000);
  const session = s.pinSession();
  const before = JSON.stringify(s.state());
  s.refused('creditTryLoan', { LOAN_INIT_PRIN: '1000000' }, code);
  s.refused(
    'creditApplyLoan',
    { LOAN_INIT_PRIN: '1000000', LOAN_TERM: '3', INEREST_RATE: '1.95', FEE_AMT: '40000', SESSION: session },
    code,
  );
  s.refused('walletPayOrder', pay, code);
  s.refused('unionPay', unionPay(100_000, `UP-${code}`), code, 'en');
  // Nothing written: no loan, no balance move, the order still waiting, the PIN session and factor unspent.
  expect(JSON.stringify(s.state())).toBe(before);
  expect(s.ok('walletTranOrderDetail', { orderNo: order.mpcOrderNo }).status).toBe('0');
}

describe('wallet moves of an ended Pay Later line (section 4)', () => {
  it('[account.deactivated] borrowing refused with 80461063; the wallet pays from its balance', () => {
    const s = bankDriver().session('apply.can-apply', {
      seed: inApp((state, faker) => {
        presets.billReady(state, faker);
        presets.deactivateAccount(state);
      }),
    });
    expectBorrowingRefused(s, 'CREDIT_ACCOUNT_DEACTIVATED');
    const balance = Number(s.ok('walletBalance', {}).balanceAmt);
    expect(s.ok('walletPayOrder', payBody(s, merchantOrder(s, 'ORD-BAL'), 0)).status).toBe('2');
    expect(Number(s.ok('walletBalance', {}).balanceAmt)).toBe(balance - 150_000);
    expect(s.ok('unionPay', unionPay(0, 'UP-BAL')).code).toBe('S');
  });

  it('[account.closed] borrowing refused with 80461064; the balance still reads', () => {
    const s = bankDriver().session('apply.can-apply', { seed: inApp(presets.closedAccount) });
    expectBorrowingRefused(s, 'CREDIT_ACCOUNT_CLOSED');
    expect(s.ok('walletBalance', {}).balanceAmt).toBe('0');
  });
});
