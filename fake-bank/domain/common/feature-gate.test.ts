import { describe, expect, it } from 'vitest';
import type { BankState } from '../../../scenarios';
import { billReady } from '../../../scenarios/generators/credit-presets';
import { bankDriver } from '../../testing/bank-driver';
import { merchantOrder, payBody } from '../../testing/checkout-fixtures';
import { ONBOARDING_CLOCK, agreeTerms, validExtInfo } from '../../testing/onboarding-fixtures';

/** Pay Later on noOpenList (decision 0034): the bank refuses what starts it or borrows on it. */
const notOpen = (state: BankState) => {
  state.access.noOpenList = ['PAY_LATER'];
};

const unionPay = (paylater: number) => ({
  totalAmt: '150000',
  pointsAmt: '0',
  pointsCashValue: '0',
  balanceAmt: String(150_000 - paylater),
  paylaterAmt: String(paylater),
  loanTerm: paylater > 0 ? '3' : '0',
  channelId: 'QRIS000123',
  orderNo: `ORD-UP-${paylater}`,
  goodsList: [{ goodsId: 'G1', goodsName: 'Kopi Susu', goodsNum: '2', goodsPrice: '75000' }],
});

describe('Pay Later on noOpenList: the bank refuses it too (section 6)', () => {
  it('apply/credit refuses with PAY_LATER_NOT_OPEN and records no application', () => {
    const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK, seed: notOpen });
    agreeTerms(s);
    s.ok('saveExtInfo', validExtInfo());
    const before = JSON.stringify(s.state());
    const caseNo = s.state().paylater.openAcctCaseNo;
    s.refused('applyCredit', { OPEN_ACCT_CASE_NO: caseNo, BIZ_TYPE: 'PAY_APP' }, 'PAY_LATER_NOT_OPEN');
    s.refused('applyCredit', { OPEN_ACCT_CASE_NO: caseNo, BIZ_TYPE: 'NOR_APP' }, 'PAY_LATER_NOT_OPEN', 'en');
    expect(JSON.stringify(s.state())).toBe(before);
  });

  it('Instant Cash (try/loan, apply/loan) and Pay Later at checkout are refused; nothing moves', () => {
    const s = bankDriver().session('apply.can-apply', {
      seed: (state, faker) => {
        billReady(state, faker);
        notOpen(state);
      },
    });
    const order = merchantOrder(s, 'ORD-GATE-1');
    const withPayLater = payBody(s, order, 100_000);
    const session = s.pinSession();
    const before = JSON.stringify(s.state());
    s.refused('creditTryLoan', { LOAN_INIT_PRIN: '1000000' }, 'PAY_LATER_NOT_OPEN');
    s.refused(
      'creditApplyLoan',
      { LOAN_INIT_PRIN: '1000000', LOAN_TERM: '3', INEREST_RATE: '1.95', FEE_AMT: '40000', SESSION: session },
      'PAY_LATER_NOT_OPEN',
    );
    // Refused before the PIN is checked: the factor and the PIN session stay unspent.
    s.refused('walletPayOrder', withPayLater, 'PAY_LATER_NOT_OPEN');
    s.refused('unionPay', unionPay(100_000), 'PAY_LATER_NOT_OPEN', 'en');
    expect(JSON.stringify(s.state())).toBe(before);
  });

  it('the rest goes on: the home, repayments, and paying from the balance', () => {
    const s = bankDriver().session('apply.can-apply', {
      seed: (state, faker) => {
        billReady(state, faker);
        notOpen(state);
      },
    });
    const due = s.ok('creditPersonalCenter', {}).BILL_BAL_AMT;
    expect(Number(due)).toBeGreaterThan(0);
    const repay = s.ok('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: 'not-open-1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: due,
      LOAN_LIST: [],
    });
    expect(repay.BIZ_SEQ_NO).not.toBe('');
    expect(s.ok('walletPayOrder', payBody(s, merchantOrder(s, 'ORD-GATE-1'), 0)).status).toBe('2');
    expect(s.ok('unionPay', unionPay(0)).code).toBe('S');
  });
});
