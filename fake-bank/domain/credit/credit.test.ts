import { heldBalance } from '../funds/funds-balance';
import { beforeEach, describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES, endpoints, type EndpointName } from '../../../contracts';
import * as presets from '../../../scenarios/generators/credit-presets';
import { inApp } from '../../../scenarios/generators/cash-presets';
import { lateFee } from './credit-rules';
import { bankDriver, type BankDriver, type Seed, type SessionDriver } from '../../testing/bank-driver';
import { chargePayLater } from './paylater-charge';
import { LEDGER_LIMIT } from '../common/idempotency';
import { DAY_MS, dayNumberOf, MINUTE_MS } from '../../../contracts/dates';

let bank: BankDriver;
let s: SessionDriver;
beforeEach(() => {
  bank = bankDriver();
  s = bank.session('apply.can-apply', { id: S, seed: inApp() });
});

const S = 's1';
const num = (value: string | undefined) => Number(value);

/** A valid request of every credit endpoint (references filled in per test where they matter). */
const VALID: Record<string, unknown> = {
  creditPersonalCenter: {},
  creditCouponList: { equityType: '', opt: '', pageSize: '10', pageIndex: '1' },
  creditTryLoan: { LOAN_INIT_PRIN: '1000000' },
  creditApplyLoan: {
    LOAN_INIT_PRIN: '1000000',
    LOAN_TERM: '3',
    INEREST_RATE: '1.95',
    FEE_AMT: '40000',
    SESSION: 'V1',
  },
  creditTransactionStatus: {},
  creditLoanReceipt: { REF_NBR_LIST: [] },
  creditRepayInfo: {},
  creditApplyRepay: {
    TXN_CODE: 'BillRepay',
    session: 'V2',
    REPAY_TYPE: 'VA',
    TOT_AMOUNT: '50000',
    LOAN_LIST: [],
  },
  creditPayOffInfo: { REF_NBR_LIST: ['LR00000000000000'] },
  creditRepayResult: { ORI_BIZ_SEQ_NO: 'BS0', ORI_MER_BIZ_NO: '' },
  creditBill: { STMT_MONTH: '202611' },
  creditBillList: { TYPE: 'A', PAGESIZE: '10', LAST_ROW_KEY: '0' },
  creditRefundRepayRecord: { LAST_ROW_KEY: '0', NEXTPAGE_FLG: 'Y' },
  creditTransactionList: { END_DATE: '20261121', TRANSACTION_TYPE: 'A', PAGESIZE: '10', LAST_ROW_KEY: '0' },
  creditTransactionDetail: { TRANSACTION_ID: 'TX0' },
  unionPay: {
    totalAmt: '150000',
    pointsAmt: '0',
    pointsCashValue: '0',
    balanceAmt: '50000',
    paylaterAmt: '100000',
    loanTerm: '3',
    channelId: 'QRIS000123',
    orderNo: 'ORD-1',
    goodsList: [{ goodsId: 'G1', goodsName: 'Kopi Susu', goodsNum: '2', goodsPrice: '75000' }],
  },
  unionPayQuery: { bizSeqNo: 'BS0' },
  unionPayLoanResult: { bizSeqNo: 'BS0' },
  unionPayOrderDetail: { mpcOrderNo: 'MO0' },
};
const CREDIT_ENDPOINTS = Object.keys(VALID) as EndpointName[];

/** Bodies each endpoint must refuse with 400 BAD_REQUEST. */
const INVALID: Record<string, unknown[]> = Object.fromEntries(
  CREDIT_ENDPOINTS.map((name) => {
    const valid = VALID[name] as Record<string, unknown>;
    const keys = Object.keys(valid);
    const bad: unknown[] = [[], 'x', null];
    if (keys.length) {
      bad.push({ ...valid, [keys[0]!]: 'x'.repeat(5000) });
      bad.push(Object.fromEntries(keys.slice(1).map((k) => [k, valid[k]])));
      bad.push({ ...valid, [keys[0]!]: { nested: true } });
    }
    return [name, bad];
  }),
);

describe('the credit endpoints', () => {
  it('are all in the table with the spec paths', () => {
    expect(CREDIT_ENDPOINTS.map((name) => endpoints[name].path).sort()).toEqual(
      [
        '/core/account/query/coupon',
        '/core/account/query/personal_center',
        '/core/trans/apply/loan',
        '/core/trans/apply/repay',
        '/core/trans/pay/order_detail',
        '/core/trans/pay/union_pay',
        '/core/trans/pay/union_pay_loan_result',
        '/core/trans/pay/union_pay_query',
        '/core/trans/query/bill',
        '/core/trans/query/bill_list',
        '/core/trans/query/loan_receipt',
        '/core/trans/query/pay_off_info',
        '/core/trans/query/refund_repay_record',
        '/core/trans/query/repay_info',
        '/core/trans/query/repay_result',
        '/core/trans/query/transaction_detail',
        '/core/trans/query/transaction_list',
        '/core/trans/query/transaction_status',
        '/core/trans/try/loan',
      ].sort(),
    );
  });

  it('refuse bad input with 400 BAD_REQUEST and change nothing', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const before = JSON.stringify(s.state().credit);
    for (const name of CREDIT_ENDPOINTS) {
      for (const body of INVALID[name]!) {
        const answer = s.call(name, body);
        expect(answer.status, `${name} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
        expect(answer.code).toBe(CODES.BAD_REQUEST.code);
      }
    }
    expect(JSON.stringify(s.state().credit)).toBe(before);
  });

  it('answer the section 5 texts for amounts', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const zero = s.call('creditApplyRepay', { ...(VALID.creditApplyRepay as object), TOT_AMOUNT: '0' });
    expect(zero.status).toBe(400);
    expect(zero.msg).toBe(RULE_MESSAGES.amount.id);
  });

  it('without a credit line answer CREDIT_NO_ACCOUNT, except a checkout without Pay Later', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp() });
    for (const name of CREDIT_ENDPOINTS.filter((n) => !n.startsWith('unionPay'))) {
      const answer = s.call(name, VALID[name]);
      expect(answer.code, name).toBe(CODES.CREDIT_NO_ACCOUNT.code);
      expect(answer.msg).toBe(CODES.CREDIT_NO_ACCOUNT.id);
    }
    const withPayLater = s.call('unionPay', VALID.unionPay);
    expect(withPayLater.code).toBe(CODES.CREDIT_NO_ACCOUNT.code);
    const balanceOnly = s.call('unionPay', {
      ...(VALID.unionPay as object),
      balanceAmt: '150000',
      paylaterAmt: '0',
      loanTerm: '0',
    });
    expect(balanceOnly.code).toBe('0000');
    expect(balanceOnly.data!.code).toBe('S');
  });

  it('answer every endpoint with a contract-valid success for a line with history', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const txns = s.call('creditTransactionList', VALID.creditTransactionList).data!;
    const repayInfo = s.call('creditRepayInfo', {}).data!;
    const pay = s.call('unionPay', VALID.unionPay).data!;
    const repay = s.call('creditApplyRepay', VALID.creditApplyRepay).data!;
    const bodies: Record<string, unknown> = {
      ...VALID,
      creditPayOffInfo: { REF_NBR_LIST: [repayInfo.LOAN_LIST[0]!.REF_NBR] },
      creditApplyLoan: { ...(VALID.creditApplyLoan as object), SESSION: s.pinSession() },
      creditRepayResult: { ORI_BIZ_SEQ_NO: repay.BIZ_SEQ_NO, ORI_MER_BIZ_NO: 'V2' },
      creditTransactionDetail: { TRANSACTION_ID: txns.TRANSACTION_LIST[0]!.TRANSACTION_ID },
      unionPayQuery: { bizSeqNo: pay.bizSeqNo },
      unionPayLoanResult: { bizSeqNo: pay.bizSeqNo },
      unionPayOrderDetail: { mpcOrderNo: pay.mpcOrderNo },
    };
    for (const name of CREDIT_ENDPOINTS) {
      const answer = s.call(name, bodies[name]);
      expect(answer.code, `${name}: ${answer.msg} ${answer.trace}`).toBe('0000');
      expect(answer.data).not.toBeNull();
    }
  });
});

describe('personal centre', () => {
  it('shows a bill ready: has bill, in due, due in 10 days, with the loan plans', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const pc = s.call('creditPersonalCenter', {}).data!;
    expect(pc.ACCT_USE_STATUS).toBe('H');
    expect(pc.CURR_STMT_STATUS).toBe('N');
    expect(pc.ACCT_STMT_STATUS).toBe('N');
    expect(pc.OVERDUE_TIMES).toBe('0');
    expect(dayNumberOf(pc.PMT_DUE_DATE) - dayNumberOf(pc.BUSINESS_DATE)).toBe(10);
    expect(num(pc.BILL_AMT)).toBeGreaterThan(0);
    expect(pc.BILL_BAL_AMT).toBe(pc.BILL_AMT);
    expect(pc.PENALTY_BAL).toBe('0');
    expect(pc.NAME).toMatch(/^\w\*+/);
    expect(pc.CARD_NO).toMatch(/^\d{6}\*+\d{4}$/);
    expect(pc.LOAN_PLANS[0]!.MIN_LOAN_INIT_PRIN).toBe('500000');
    expect(pc.LOAN_PLANS[0]!.TERMS.map((t) => t.TERM)).toEqual(['1', '3', '6', '12']);
    expect(num(pc.AVAILABLE_OTB)).toBeLessThanOrEqual(num(pc.CREDIT_LIMIT));
    expect(num(pc.CASH_OTB)).toBeLessThanOrEqual(num(pc.AVAILABLE_OTB));
  });

  it('moves with the clock: a day overdue adds a day and one day of late fee', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, faker) => presets.overdue(state, faker, 5)),
    });
    const first = s.call('creditPersonalCenter', {}).data!;
    expect(first.CURR_STMT_STATUS).toBe('O');
    expect(first.OVERDUE_DAYS).toBe('5');
    expect(first.OVERDUE_TIMES).toBe('1');
    const bill = s.call('creditBill', { STMT_MONTH: first.STMT_MONTH }).data!;
    const owed = num(bill.CUR_STMT_BAL_AMT);
    const fee = (today: string) =>
      lateFee(owed, 10, dayNumberOf(bill.STMT_DATE), dayNumberOf(bill.PMT_DUE_DATE), dayNumberOf(today));
    expect(num(first.PENALTY_BAL)).toBe(fee(first.BUSINESS_DATE));
    expect(bill.PENALTY_BAL).toBe(first.PENALTY_BAL);
    expect(num(bill.STMT_AMT)).toBe(num(bill.CUR_STMT_AMT) + num(bill.PENALTY_BAL));

    s.advanceDays(1);
    const next = s.call('creditPersonalCenter', {}).data!;
    expect(next.OVERDUE_DAYS).toBe('6');
    expect(num(next.PENALTY_BAL)).toBe(fee(next.BUSINESS_DATE));
    expect(Math.abs(num(next.PENALTY_BAL) - num(first.PENALTY_BAL) - owed / 1000)).toBeLessThanOrEqual(1);
    expect(num(next.BILL_BAL_AMT) - num(first.BILL_BAL_AMT)).toBe(
      num(next.PENALTY_BAL) - num(first.PENALTY_BAL),
    );
  });

  it('shows a new line (W) and an only-pay line', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.newCredit) });
    const fresh = s.call('creditPersonalCenter', {}).data!;
    expect(fresh.ACCT_USE_STATUS).toBe('W');
    expect(fresh.ONCE_LOAN).toBe('N');
    expect(fresh.CURR_STMT_STATUS).toBe('');
    expect(num(fresh.CASH_OTB)).toBeGreaterThanOrEqual(500_000);
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.onlyPay) });
    const only = s.call('creditPersonalCenter', {}).data!;
    expect(only.CASH_LIMIT_RATE).toBe('0.00');
    expect(only.CASH_OTB).toBe('0');
    expect(num(only.AVAILABLE_OTB)).toBeGreaterThan(0);
  });

  it('echoes the bank block code', () => {
    for (const code of ['R', 'S', 'F', 'n', 'B', 'A', 'Z'] as const) {
      s = bank.session('apply.can-apply', {
        id: S,
        seed: inApp((state, faker) => presets.blocked(state, faker, code)),
      });
      expect(s.call('creditPersonalCenter', {}).data!.BLOCK_CODE).toBe(code);
    }
  });
});

describe('Pay Later coupons', () => {
  it('lists available, used and expired coupons by the session clock, paged', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const all = s.call('creditCouponList', VALID.creditCouponList).data!;
    expect(all.hasEquity).toBe('Y');
    expect(all.equityList.map((e) => e.status).sort()).toEqual(['0', '0', '0', '1', '4']);
    const available = s.call('creditCouponList', {
      ...(VALID.creditCouponList as object),
      opt: '0',
    }).data!;
    expect(available.equityList.every((e) => e.status === '0')).toBe(true);
    const used = s.call('creditCouponList', { ...(VALID.creditCouponList as object), opt: '1' }).data!;
    expect(used.equityList.map((e) => e.status).sort()).toEqual(['1', '4']);
    expect(used.equityList.find((e) => e.status === '1')!.loanReceiptNbr).toMatch(/^LR/);
    const typed = s.call('creditCouponList', {
      ...(VALID.creditCouponList as object),
      equityType: 'INT_R',
    }).data!;
    expect(typed.equityList.every((e) => e.equityType === 'INT_R' && e.equityScenario === 'PAY_LATTER')).toBe(
      true,
    );
    const page = s.call('creditCouponList', {
      ...(VALID.creditCouponList as object),
      pageSize: '2',
      pageIndex: '2',
    }).data!;
    expect(page.total).toBe('5');
    expect(page.equityList).toHaveLength(2);

    s.advanceDays(15);
    const later = s.call('creditCouponList', { ...(VALID.creditCouponList as object), opt: '0' }).data!;
    expect(later.equityList).toHaveLength(2);
  });
});

describe('Instant Cash', () => {
  it('tries every term with its full schedule', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const tried = s.call('creditTryLoan', { LOAN_INIT_PRIN: '1000000' }).data!;
    expect(tried.LOAN_LIST.map((o) => o.LOAN_INIT_TERM)).toEqual(['1', '3', '6', '12']);
    for (const option of tried.LOAN_LIST) {
      const schedule = option.SCHEDULE_LIST;
      expect(schedule).toHaveLength(Number(option.LOAN_INIT_TERM));
      expect(schedule.reduce((s, t) => s + num(t.AMOUNT), 0)).toBe(num(option.TOTAL_AMOUNT));
      expect(schedule.reduce((s, t) => s + num(t.PRINCIPAL), 0)).toBe(1_000_000);
      expect(num(option.FUND_AMT)).toBe(1_000_000 - num(option.UPFRONT_ADMIN_FEE));
      expect(schedule.at(-1)!.REMAIN_TOTAL_AMOUNT).toBe('0');
      expect(option.FIRST_PMT_DATE).toBe(schedule[0]!.PMT_DUE_DATE);
    }
    const three = tried.LOAN_LIST[1]!;
    expect(three).toMatchObject({ INT_RATE: '1.95', UPFRONT_ADMIN_FEE: '40000', TOTAL_AMOUNT: '1118500' });
  });

  it('refuses amounts below the minimum or above the cash available', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const low = s.call('creditTryLoan', { LOAN_INIT_PRIN: '499999' });
    expect(low.code).toBe(CODES.CREDIT_CASH_BELOW_MINIMUM.code);
    expect(low.msg).toBe('Jumlah Instant Cash harus melebihi jumlah pinjaman minimum.');
    const pc = s.call('creditPersonalCenter', {}).data!;
    const high = s.call('creditTryLoan', { LOAN_INIT_PRIN: String(num(pc.CASH_OTB) + 1) });
    expect(high.code).toBe(CODES.CREDIT_CASH_LIMIT_EXCEEDED.code);
  });

  it('prices a coupon into the terms it applies to', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const coupon = s
      .call('creditCouponList', { equityType: 'INT_TIC_P', opt: '0', pageSize: '10', pageIndex: '1' })
      .data!.equityList.find((e) => e.equityScenario === 'CASH_LOAN')!;
    const tried = s.call('creditTryLoan', {
      LOAN_INIT_PRIN: '2000000',
      EQUITY_NO: coupon.equityNo,
    }).data!;
    expect(tried.LOAN_LIST.map((o) => o.EQUITY_NO !== '')).toEqual([false, true, true, true]);
    expect(num(tried.LOAN_LIST[1]!.EQUITY_DISCOUNT_AMT)).toBe(3 * 19_500);
    const unknown = s.call('creditTryLoan', { LOAN_INIT_PRIN: '2000000', EQUITY_NO: 'EQ-NOPE' });
    expect(unknown.code).toBe(CODES.CREDIT_EQUITY_UNAVAILABLE.code);
  });

  it('withdraws once: limits, bills, transactions and the coupon follow; a retry changes nothing', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const before = s.call('creditPersonalCenter', {}).data!;
    const option = s.call('creditTryLoan', { LOAN_INIT_PRIN: '1000000' }).data!.LOAN_LIST[1]!;
    const body = {
      LOAN_INIT_PRIN: '1000000',
      LOAN_TERM: '3',
      INEREST_RATE: option.INT_RATE,
      FEE_AMT: option.UPFRONT_ADMIN_FEE,
      SESSION: s.pinSession(),
    };
    const applied = s.call('creditApplyLoan', body).data!;
    expect(applied.STATUS).toBe('S');
    expect(applied.NEXT_PMT_DATE).toBe(option.FIRST_PMT_DATE);
    const after = s.call('creditPersonalCenter', {}).data!;
    expect(num(before.CASH_OTB) - num(after.CASH_OTB)).toBe(1_000_000);
    expect(num(before.AVAILABLE_OTB) - num(after.AVAILABLE_OTB)).toBe(1_000_000);
    expect(num(after.UN_BILL_AMT) - num(before.UN_BILL_AMT)).toBe(num(option.TOTAL_AMOUNT));
    const status = s.call('creditTransactionStatus', { LOAN_RECEIPT_NBR: applied.RECEIPT_NBR }).data!;
    expect(status.LOAN_LIST[0]).toMatchObject({
      LOAN_STATUS: 'S',
      ACTION_CODE: 'DONE',
      LOAN_RESULT_CODE: '0000',
    });
    const list = s.call('creditTransactionList', {
      ...(VALID.creditTransactionList as object),
      TRANSACTION_TYPE: 'C',
    }).data!;
    expect(list.TRANSACTION_LIST[0]).toMatchObject({
      REF_NBR: applied.RECEIPT_NBR,
      TRANSACTION_TYPE: 'C',
      TRANSACTION_STATUS: 'S',
    });
    const receipt = s.call('creditLoanReceipt', { REF_NBR_LIST: [applied.RECEIPT_NBR] }).data!.LOAN_LIST[0]!;
    expect(receipt).toMatchObject({
      LOAN_STATUS: 'S',
      LOAN_REAL_AMT: option.FUND_AMT,
      CURR_TERM: '0',
      ORIG_TOTAL_TERM: '3',
    });
    expect(s.state().credit.walletMoves.at(-1)).toMatchObject({
      kind: 'balance',
      delta: num(option.FUND_AMT),
    });

    const loans = s.state().credit.loans.length;
    const retry = s.call('creditApplyLoan', body).data!;
    expect(retry.RECEIPT_NBR).toBe(applied.RECEIPT_NBR);
    expect(s.state().credit.loans).toHaveLength(loans);
    const second = s.call('creditApplyLoan', { ...body, SESSION: s.pinSession() });
    expect(second.code).toBe(CODES.CREDIT_CASH_ONCE_PER_MONTH.code);
    expect(second.msg).toBe('Instant Cash hanya dapat ditarik satu kali setiap bulan.');
  });

  it('may withdraw again in the next month', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.cashTakenThisMonth) });
    const body = {
      LOAN_INIT_PRIN: '600000',
      LOAN_TERM: '1',
      INEREST_RATE: '0.00',
      FEE_AMT: '18000',
      SESSION: s.pinSession(),
    };
    expect(s.call('creditApplyLoan', body).code).toBe(CODES.CREDIT_CASH_ONCE_PER_MONTH.code);
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    s.advanceDays(10); // 1 December: the November statement is repaid, December's not printed yet
    const option = s.call('creditTryLoan', { LOAN_INIT_PRIN: '600000' }).data!.LOAN_LIST[0]!;
    expect(
      s.call('creditApplyLoan', {
        ...body,
        FEE_AMT: option.UPFRONT_ADMIN_FEE,
        SESSION: s.pinSession(),
      }).code,
    ).toBe('0000');
  });

  it('uses a coupon once', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const coupon = s.call('creditCouponList', {
      equityType: 'INT_TIC_P',
      opt: '0',
      pageSize: '10',
      pageIndex: '1',
    }).data!.equityList[0]!;
    const option = s.call('creditTryLoan', { LOAN_INIT_PRIN: '2000000', EQUITY_NO: coupon.equityNo }).data!
      .LOAN_LIST[2]!;
    const applied = s.call('creditApplyLoan', {
      LOAN_INIT_PRIN: '2000000',
      LOAN_TERM: '6',
      INEREST_RATE: option.INT_RATE,
      FEE_AMT: option.UPFRONT_ADMIN_FEE,
      SESSION: s.pinSession(),
      EQUITY_NO: coupon.equityNo,
    }).data!;
    const receipt = s.call('creditLoanReceipt', { REF_NBR_LIST: [applied.RECEIPT_NBR] }).data!.LOAN_LIST[0]!;
    expect(receipt.EQUITY_NO).toBe(coupon.equityNo);
    expect(receipt.EQUITY_DISCOUNT_AMT).toBe(option.EQUITY_DISCOUNT_AMT);
    const usedNow = s
      .call('creditCouponList', { equityType: 'INT_TIC_P', opt: '1', pageSize: '10', pageIndex: '1' })
      .data!.equityList.find((e) => e.equityNo === coupon.equityNo)!;
    expect(usedNow).toMatchObject({ status: '1', loanReceiptNbr: applied.RECEIPT_NBR });
  });

  it('refuses a changed quote and a term the plan does not offer', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const body = VALID.creditApplyLoan as Record<string, string>;
    const apply = (change: Record<string, string>) =>
      s.call('creditApplyLoan', { ...body, SESSION: s.pinSession(), ...change }).code;
    expect(apply({ FEE_AMT: '1' })).toBe(CODES.CREDIT_QUOTE_CHANGED.code);
    expect(apply({ INEREST_RATE: '1.50' })).toBe(CODES.CREDIT_QUOTE_CHANGED.code);
    expect(apply({ LOAN_TERM: '2' })).toBe(CODES.CREDIT_TERM_INVALID.code);
  });

  it('fails the payout of the magic amount 505050: nothing booked, a cancelled C transaction', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const before = s.call('creditPersonalCenter', {}).data!;
    const option = s.call('creditTryLoan', { LOAN_INIT_PRIN: '505050' }).data!.LOAN_LIST[1]!;
    const applied = s.call('creditApplyLoan', {
      LOAN_INIT_PRIN: '505050',
      LOAN_TERM: '3',
      INEREST_RATE: option.INT_RATE,
      FEE_AMT: option.UPFRONT_ADMIN_FEE,
      SESSION: s.pinSession(),
    }).data!;
    expect(applied).toMatchObject({
      STATUS: 'F',
      LOAN_FAIL_DESC: 'Kami tidak berhasil memproses penarikan dana.',
    });
    const status = s.call('creditTransactionStatus', {}).data!.LOAN_LIST[0]!;
    expect(status).toMatchObject({ LOAN_STATUS: 'F', LOAN_RESULT_CODE: CODES.CREDIT_WITHDRAWAL_FAILED.code });
    expect(s.call('creditPersonalCenter', {}).data!.CASH_OTB).toBe(before.CASH_OTB);
    const row = s.call('creditTransactionList', {
      ...(VALID.creditTransactionList as object),
      TRANSACTION_TYPE: 'C',
    }).data!.TRANSACTION_LIST[0]!;
    expect(row).toMatchObject({ REF_NBR: applied.RECEIPT_NBR, TRANSACTION_STATUS: 'C' });
  });

  it('answers processing for the scenario polls, then the result', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp(presets.repaid),
      polls: { transaction_status: 2 },
    });
    const option = s.call('creditTryLoan', { LOAN_INIT_PRIN: '600000' }).data!.LOAN_LIST[0]!;
    const applied = s.call('creditApplyLoan', {
      LOAN_INIT_PRIN: '600000',
      LOAN_TERM: '1',
      INEREST_RATE: option.INT_RATE,
      FEE_AMT: option.UPFRONT_ADMIN_FEE,
      SESSION: s.pinSession(),
    }).data!;
    expect(applied.STATUS).toBe('P');
    const poll = () =>
      s.call('creditTransactionStatus', { LOAN_RECEIPT_NBR: applied.RECEIPT_NBR }).data!.LOAN_LIST[0]!;
    expect(poll()).toMatchObject({ LOAN_STATUS: 'P', ACTION_CODE: 'WAIT' });
    expect(poll()).toMatchObject({ LOAN_STATUS: 'P', ACTION_CODE: 'WAIT' });
    expect(poll()).toMatchObject({ LOAN_STATUS: 'S', ACTION_CODE: 'DONE' });
    expect(poll()).toMatchObject({ LOAN_STATUS: 'S' });
  });

  it('is refused while overdue, for each block class, below the minimum and on an only-pay line', () => {
    const body = VALID.creditApplyLoan as Record<string, string>;
    const cases: [Seed, string][] = [
      [(s, f) => presets.overdue(s, f, 3), CODES.CREDIT_OVERDUE.code],
      [(s, f) => presets.blocked(s, f, 'R'), CODES.CREDIT_ACCOUNT_LOSS.code],
      [(s, f) => presets.blocked(s, f, 'B'), CODES.CREDIT_ACCOUNT_LOCKED.code],
      [(s, f) => presets.blocked(s, f, 'A'), CODES.CREDIT_ACCOUNT_PARTIALLY_LOCKED.code],
      [presets.cashBelowMinimum, CODES.CREDIT_CASH_NOT_AVAILABLE.code],
      [presets.onlyPay, CODES.CREDIT_CASH_ONLY_PAY.code],
    ];
    for (const [seed, code] of cases) {
      s = bank.session('apply.can-apply', { id: S, seed: inApp(seed) });
      expect(s.call('creditApplyLoan', { ...body, SESSION: s.pinSession() }).code).toBe(code);
    }
  });

  it('lists receipts and refuses unknown ones', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const all = s.call('creditLoanReceipt', { REF_NBR_LIST: [] }).data!;
    expect(all.LOAN_LIST.length).toBeGreaterThan(10);
    expect(new Set(all.LOAN_LIST.map((l) => l.LOAN_STATUS))).toEqual(new Set(['S', 'C', 'R']));
    for (const loan of all.LOAN_LIST) {
      const schedule = loan.SCHEDULE_LIST;
      expect(
        schedule.reduce((s, t) => s + num(t.PRIN_AMT), 0) + (loan.LOAN_STATUS === 'R' ? 0 : 0),
      ).toBeLessThanOrEqual(num(loan.LOAN_INIT_PRIN));
    }
    expect(s.call('creditLoanReceipt', { REF_NBR_LIST: ['LR-NOPE'] }).code).toBe(
      CODES.CREDIT_LOAN_NOT_FOUND.code,
    );
  });
});

describe('repayment', () => {
  it('tells what is due, per loan, adding up', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const info = s.call('creditRepayInfo', {}).data!;
    const pc = s.call('creditPersonalCenter', {}).data!;
    expect(info.STMT_BAL_AMT).toBe(pc.BILL_BAL_AMT);
    expect(info.LOAN_LIST.reduce((s, l) => s + num(l.BAL_AMT), 0)).toBe(num(info.STMT_BAL_AMT));
    expect(info.IS_AUTO_PAY_ONLINE).toBe('Y');
    expect(info.OVERDUE_STMT_LIST).toEqual([]);
  });

  it('repays the whole bill by virtual account once the transfer arrives; the bill, limits, records and transactions follow', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const pc = s.call('creditPersonalCenter', {}).data!;
    const body = {
      TXN_CODE: 'BillRepay',
      session: 'R1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: pc.BILL_BAL_AMT,
      LOAN_LIST: [],
    };
    const asked = s.call('creditApplyRepay', body).data!;
    expect(asked).toMatchObject({ REPAY_STATUS: 'P', REPAY_DESC: 'Menunggu transfer kamu' });
    expect(asked.VA_ACCT_NO).toMatch(/^0567/);
    // Nothing moves before the transfer, and a retry answers the same virtual-account repayment.
    expect(s.call('creditPersonalCenter', {}).data!.BILL_BAL_AMT).toBe(pc.BILL_BAL_AMT);
    expect(s.call('creditApplyRepay', body).data!.BIZ_SEQ_NO).toBe(asked.BIZ_SEQ_NO);
    expect(s.transfer(num(pc.BILL_BAL_AMT) - 1)).toEqual({
      ok: false,
      code: 'CREDIT_REPAY_AMOUNT_MISMATCH',
    });
    expect(s.transfer(num(pc.BILL_BAL_AMT), '0567000000')).toEqual({
      ok: false,
      code: 'CREDIT_REPAY_NOT_FOUND',
    });
    expect(s.transfer(num(pc.BILL_BAL_AMT))).toMatchObject({ ok: true, status: 'S' });
    expect(s.transfer(num(pc.BILL_BAL_AMT))).toEqual({ ok: false, code: 'CREDIT_REPAY_NOT_FOUND' });
    const paid = s.call('creditRepayResult', {
      ORI_BIZ_SEQ_NO: asked.BIZ_SEQ_NO,
      ORI_MER_BIZ_NO: 'R1',
    }).data!;
    expect(paid.REPAY_STATUS).toBe('S');
    expect(paid.LOAN_LIST.reduce((s, l) => s + num(l.LOAN_AMT), 0)).toBe(num(pc.BILL_BAL_AMT));
    const after = s.call('creditPersonalCenter', {}).data!;
    expect(after).toMatchObject({ BILL_BAL_AMT: '0', CURR_STMT_STATUS: 'F' });
    const principal = paid.LOAN_LIST.reduce((s, l) => s + num(l.LOAN_PRIN), 0);
    expect(num(after.AVAILABLE_OTB) - num(pc.AVAILABLE_OTB)).toBe(principal);
    const bill = s.call('creditBill', { STMT_MONTH: pc.STMT_MONTH }).data!;
    expect(bill).toMatchObject({ STMT_STATUS: 'F', STMT_BAL_AMT: '0', STMT_PAID_AMT: pc.BILL_BAL_AMT });
    const record = s.call('creditRefundRepayRecord', { LAST_ROW_KEY: '0', NEXTPAGE_FLG: 'Y' }).data!
      .RECORD_LIST[0]!;
    expect(record).toMatchObject({ RECORD_TYPE: 'P', AMOUNT: pc.BILL_BAL_AMT, STATUS: 'S' });
    const row = s.call('creditTransactionList', {
      ...(VALID.creditTransactionList as object),
      TRANSACTION_TYPE: 'P',
    }).data!.TRANSACTION_LIST[0]!;
    expect(row).toMatchObject({ TRANSACTION_TYPE: 'P', TRANSACTION_AMT: pc.BILL_BAL_AMT, REPAY_TYPE: 'VA' });

    const count = s.state().credit.repayments.length;
    const retry = s.call('creditApplyRepay', body).data!;
    expect(retry.BIZ_SEQ_NO).toBe(asked.BIZ_SEQ_NO);
    expect(s.state().credit.repayments).toHaveLength(count);
    expect(s.call('creditApplyRepay', { ...body, session: 'R2' }).code).toBe(CODES.CREDIT_NOTHING_DUE.code);
  });

  it('a virtual account lapses after 24 hours without a transfer, and a newer repayment replaces it', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    s.state().wallet.balance = '100000000';
    const pc = s.call('creditPersonalCenter', {}).data!;
    const va = (session: string) =>
      s.call('creditApplyRepay', {
        TXN_CODE: 'BillRepay',
        session,
        REPAY_TYPE: 'VA',
        TOT_AMOUNT: '100000',
        LOAN_LIST: [],
      }).data!;
    const first = va('V1');
    s.elapse(DAY_MS + MINUTE_MS);
    const lapsed = s.call('creditRepayResult', {
      ORI_BIZ_SEQ_NO: first.BIZ_SEQ_NO,
      ORI_MER_BIZ_NO: '',
    }).data!;
    expect(lapsed).toMatchObject({ REPAY_STATUS: 'F', CODE: CODES.CREDIT_REPAY_VA_EXPIRED.code });
    expect(s.transfer(100_000)).toEqual({ ok: false, code: 'CREDIT_REPAY_NOT_FOUND' });

    const second = va('V2');
    const card = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: s.repaySession(),
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: '50000',
      LOAN_LIST: [],
    }).data!;
    expect(card.REPAY_STATUS).toBe('S');
    const replaced = s.call('creditRepayResult', {
      ORI_BIZ_SEQ_NO: second.BIZ_SEQ_NO,
      ORI_MER_BIZ_NO: '',
    }).data!;
    expect(replaced).toMatchObject({ REPAY_STATUS: 'F', CODE: CODES.CREDIT_REPAY_VA_CANCELLED.code });
    expect(num(s.call('creditPersonalCenter', {}).data!.BILL_BAL_AMT)).toBe(num(pc.BILL_BAL_AMT) - 50_000);
  });

  it('takes from the balance only with the session of a right PIN for repayments', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    s.state().wallet.balance = '100000000';
    const body = { TXN_CODE: 'BillRepay', REPAY_TYPE: 'BANK_CARD', TOT_AMOUNT: '50000', LOAN_LIST: [] };
    const balance = s.state().wallet.balance;
    for (const session of ['sealed-pin-placeholder', 'x', s.pinSession()]) {
      expect(s.call('creditApplyRepay', { ...body, session }).code).toBe(CODES.SECURITY_SESSION_INVALID.code);
    }
    expect(s.state().credit.repayments.filter((r) => r.repayType === 'BANK_CARD' && r.time > '2030')).toEqual(
      [],
    );
    expect(s.state().wallet.balance).toBe(balance);
    const session = s.repaySession();
    const paid = s.call('creditApplyRepay', { ...body, session }).data!;
    expect(paid.REPAY_STATUS).toBe('S');
    // A double tap with the same session moves the money once.
    expect(s.call('creditApplyRepay', { ...body, session }).data!.BIZ_SEQ_NO).toBe(paid.BIZ_SEQ_NO);
    expect(
      s.state().credit.walletMoves.filter((m) => m.ref === paid.TXN_ID || m.delta === -50_000),
    ).toHaveLength(1);
  });

  it(`the ledger keeps the answers of the last ${LEDGER_LIMIT} money moves: a retry of a recent one replays, the oldest went`, () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const body = { TXN_CODE: 'BillRepay', REPAY_TYPE: 'VA', TOT_AMOUNT: '10000', LOAN_LIST: [] };
    const answers = Array.from(
      { length: LEDGER_LIMIT + 1 },
      (_, i) => s.call('creditApplyRepay', { ...body, session: `va-${i}` }).data!,
    );
    expect(Object.keys(s.state().idempotency)).toHaveLength(LEDGER_LIMIT);
    const last = answers[LEDGER_LIMIT]!;
    expect(s.call('creditApplyRepay', { ...body, session: `va-${LEDGER_LIMIT}` }).data!.BIZ_SEQ_NO).toBe(
      last.BIZ_SEQ_NO,
    );
    // The oldest key is a new request again (a virtual-account repayment replaces the one waiting).
    const again = s.call('creditApplyRepay', { ...body, session: 'va-0' }).data!;
    expect(again.BIZ_SEQ_NO).not.toBe(answers[0]!.BIZ_SEQ_NO);
    expect(Object.keys(s.state().idempotency)).toHaveLength(LEDGER_LIMIT);
  });

  it('one PIN, one attempt: a refused repayment spends the PIN session; the same session with other values is refused', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    s.state().wallet.balance = String(5000 + heldBalance(s.state()));
    const body = { TXN_CODE: 'BillRepay', REPAY_TYPE: 'BANK_CARD', LOAN_LIST: [] };
    const session = s.repaySession();
    expect(s.call('creditApplyRepay', { ...body, session, TOT_AMOUNT: '6000' }).code).toBe(
      CODES.CREDIT_INSUFFICIENT_BALANCE.code,
    );
    expect(s.call('creditApplyRepay', { ...body, session, TOT_AMOUNT: '5000' }).code).toBe(
      CODES.SECURITY_SESSION_INVALID.code,
    );
    const fresh = s.repaySession();
    expect(
      s.call('creditApplyRepay', { ...body, session: fresh, TOT_AMOUNT: '5000' }).data!.REPAY_STATUS,
    ).toBe('S');
    expect(s.call('creditApplyRepay', { ...body, session: fresh, TOT_AMOUNT: '4000' }).code).toBe(
      CODES.IDEMPOTENCY_CONFLICT.code,
    );
    expect(s.state().credit.walletMoves.filter((m) => m.delta === -5000)).toHaveLength(1);
  });

  it('repays part of the bill: the bill shows less due', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    s.state().wallet.balance = '100000000';
    const pc = s.call('creditPersonalCenter', {}).data!;
    s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: s.repaySession(),
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: '100000',
      LOAN_LIST: [],
    });
    const bill = s.call('creditBill', { STMT_MONTH: pc.STMT_MONTH }).data!;
    expect(num(bill.STMT_BAL_AMT)).toBe(num(pc.BILL_BAL_AMT) - 100_000);
    expect(bill.STMT_STATUS).toBe('N');
  });

  it('refuses more than is due with the section 5 text', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const pc = s.call('creditPersonalCenter', {}).data!;
    const over = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: 'R1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: String(num(pc.BILL_BAL_AMT) + 1),
      LOAN_LIST: [],
    });
    expect(over.code).toBe(CODES.CREDIT_REPAY_EXCEEDS_DUE.code);
    expect(over.msg).toBe(RULE_MESSAGES.repayExceedsDue.id);
  });

  it('says the balance is not enough for 10101 and for a bank card without funds', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const magic = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: 'R1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: '10101',
      LOAN_LIST: [],
    });
    expect(magic.msg).toBe('Maaf, saldo kamu tidak cukup.');
    // 5000 spendable: the balance less what processing wallet orders hold.
    s.state().wallet.balance = String(5000 + heldBalance(s.state()));
    const card = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: s.repaySession(),
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: '6000',
      LOAN_LIST: [],
    });
    expect(card.code).toBe(CODES.CREDIT_INSUFFICIENT_BALANCE.code);
    const enough = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: s.repaySession(),
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: '5000',
      LOAN_LIST: [],
    });
    expect(enough.data!.REPAY_STATUS).toBe('S');
    expect(s.state().credit.walletMoves.at(-1)).toMatchObject({ delta: -5000, kind: 'balance' });
    const drained = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: s.repaySession(),
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: '1',
      LOAN_LIST: [],
    });
    expect(drained.code).toBe(CODES.CREDIT_INSUFFICIENT_BALANCE.code);
  });

  it('fails 10202 without deducting anything', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    s.state().wallet.balance = '100000000';
    const pc = s.call('creditPersonalCenter', {}).data!;
    const session = s.repaySession();
    const failed = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session,
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: '10202',
      LOAN_LIST: [],
    }).data!;
    expect(failed).toMatchObject({ REPAY_STATUS: 'F', CODE: CODES.CREDIT_REPAY_FAILED.code });
    expect(s.state().wallet.balance).toBe('100000000');
    const result = s.call('creditRepayResult', {
      ORI_BIZ_SEQ_NO: failed.BIZ_SEQ_NO,
      ORI_MER_BIZ_NO: session,
    }).data!;
    expect(result.REPAY_DESC).toBe('Kami tidak dapat memproses pembayaran ini. Saldo kamu tidak terpotong.');
    expect(s.call('creditPersonalCenter', {}).data!.BILL_BAL_AMT).toBe(pc.BILL_BAL_AMT);
  });

  it('processes for the scenario polls; early repayment waits for it', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp(presets.billReady),
      polls: { repay_result: 2 },
    });
    s.state().wallet.balance = '100000000';
    const pc = s.call('creditPersonalCenter', {}).data!;
    const session = s.repaySession();
    const paid = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session,
      REPAY_TYPE: 'BANK_CARD',
      TOT_AMOUNT: pc.BILL_BAL_AMT,
      LOAN_LIST: [],
    }).data!;
    expect(paid.REPAY_STATUS).toBe('P');
    expect(s.call('creditPersonalCenter', {}).data!.BILL_BAL_AMT).toBe(pc.BILL_BAL_AMT);
    const loan = s.call('creditRepayInfo', {}).data!.LOAN_LIST[0]!.REF_NBR;
    const info = s.call('creditPayOffInfo', { REF_NBR_LIST: [loan] }).data!.LOAN_LIST[0]!;
    expect(info).toMatchObject({
      IS_CAN_PAID_OUT: 'N',
      CANT_PAID_OUT_CODE: CODES.CREDIT_REPAY_PROCESSING.code,
    });
    const poll = () =>
      s.call('creditRepayResult', { ORI_BIZ_SEQ_NO: paid.BIZ_SEQ_NO, ORI_MER_BIZ_NO: session }).data!;
    expect(poll().REPAY_STATUS).toBe('P');
    expect(poll().REPAY_STATUS).toBe('P');
    expect(poll().REPAY_STATUS).toBe('S');
    expect(s.call('creditPersonalCenter', {}).data!.BILL_BAL_AMT).toBe('0');
    expect(s.call('creditRepayResult', { ORI_BIZ_SEQ_NO: 'BS-NOPE', ORI_MER_BIZ_NO: '' }).code).toBe(
      CODES.CREDIT_REPAY_NOT_FOUND.code,
    );
  });

  it('a processing repayment from the preset blocks early repayment', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaymentProcessing) });
    const loan = s.call('creditRepayInfo', {}).data!.LOAN_LIST[0]!.REF_NBR;
    const refused = s.call('creditApplyRepay', {
      TXN_CODE: 'IOURepay',
      session: 'E1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: '1000',
      LOAN_LIST: [{ REF_NBR: loan }],
    });
    expect(refused.code).toBe(CODES.CREDIT_REPAY_PROCESSING.code);
  });

  it('pays a loan off early for exactly its pay-off amount', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const receipts = s.call('creditLoanReceipt', { REF_NBR_LIST: [] }).data!.LOAN_LIST;
    const refs = receipts.filter((l) => l.LOAN_STATUS === 'S').map((l) => l.REF_NBR);
    const quotes = s.call('creditPayOffInfo', { REF_NBR_LIST: refs }).data!.LOAN_LIST;
    const quote = quotes.find((q) => q.IS_CAN_PAID_OUT === 'Y')!;
    expect(num(quote.LOAN_PAID_OUT_VIOLATION_AMT)).toBeGreaterThan(0);
    const parts = ['PRIN', 'INT', 'PENALTY', 'VIOLATION', 'FEE', 'MONTH_FEE'] as const;
    expect(parts.reduce((s, p) => s + num(quote[`LOAN_PAID_OUT_${p}_AMT`]), 0)).toBe(
      num(quote.LOAN_PAID_OUT_AMT),
    );
    s.state().wallet.balance = '100000000';
    const body = {
      TXN_CODE: 'IOURepay',
      REPAY_TYPE: 'BANK_CARD',
      LOAN_LIST: [{ REF_NBR: quote.REF_NBR }],
    };
    expect(
      s.call('creditApplyRepay', {
        ...body,
        session: s.repaySession(),
        TOT_AMOUNT: String(num(quote.LOAN_PAID_OUT_AMT) - 1),
      }).code,
    ).toBe(CODES.CREDIT_EARLY_PARTIAL.code);
    expect(
      s.call('creditApplyRepay', {
        ...body,
        session: s.repaySession(),
        TOT_AMOUNT: String(num(quote.LOAN_PAID_OUT_AMT) + 1),
      }).code,
    ).toBe(CODES.CREDIT_REPAY_EXCEEDS_DUE.code);
    const paid = s.call('creditApplyRepay', {
      ...body,
      session: s.repaySession(),
      TOT_AMOUNT: quote.LOAN_PAID_OUT_AMT,
    }).data!;
    expect(paid.REPAY_STATUS).toBe('S');
    const receipt = s.call('creditLoanReceipt', { REF_NBR_LIST: [quote.REF_NBR] }).data!.LOAN_LIST[0]!;
    expect(receipt.LOAN_STATUS).toBe('C');
    expect(receipt.PAID_OUT_DATE).toBe(s.call('creditPersonalCenter', {}).data!.BUSINESS_DATE);
    const row = s.call('creditTransactionList', {
      ...(VALID.creditTransactionList as object),
      TRANSACTION_TYPE: 'P',
    }).data!.TRANSACTION_LIST[0]!;
    expect(row).toMatchObject({ TRANSACTION_TYPE: 'T', TRANSACTION_AMT: quote.LOAN_PAID_OUT_AMT });
    const again = s.call('creditPayOffInfo', { REF_NBR_LIST: [quote.REF_NBR] }).data!.LOAN_LIST[0]!;
    expect(again.CANT_PAID_OUT_CODE).toBe(CODES.CREDIT_LOAN_NOT_ACTIVE.code);
  });

  it('refuses early repayment while overdue, in the last term and on the transaction day', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp((state, f) => presets.overdue(state, f, 2)) });
    const loan = s.call('creditRepayInfo', {}).data!.LOAN_LIST[0]!.REF_NBR;
    const overdue = s.call('creditPayOffInfo', { REF_NBR_LIST: [loan] }).data!.LOAN_LIST[0]!;
    expect(overdue).toMatchObject({
      IS_CAN_PAID_OUT: 'N',
      CANT_PAID_OUT_CODE: CODES.CREDIT_EARLY_OVERDUE_FIRST.code,
    });
    expect(overdue.CANT_PAID_OUT_DESC).toBe('Silakan bayar tagihan yang terlambat terlebih dahulu.');

    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const receipts = s.call('creditLoanReceipt', { REF_NBR_LIST: [] }).data!.LOAN_LIST;
    const lastTerm = receipts.find((l) => l.LOAN_STATUS === 'S' && l.CURR_TERM === l.CURR_TOTAL_TERM)!;
    const last = s.call('creditPayOffInfo', { REF_NBR_LIST: [lastTerm.REF_NBR] }).data!.LOAN_LIST[0]!;
    expect(last.CANT_PAID_OUT_CODE).toBe(CODES.CREDIT_EARLY_LAST_TERM.code);

    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const option = s.call('creditTryLoan', { LOAN_INIT_PRIN: '900000' }).data!.LOAN_LIST[2]!;
    const applied = s.call('creditApplyLoan', {
      LOAN_INIT_PRIN: '900000',
      LOAN_TERM: '6',
      INEREST_RATE: option.INT_RATE,
      FEE_AMT: option.UPFRONT_ADMIN_FEE,
      SESSION: s.pinSession(),
    }).data!;
    const today = s.call('creditPayOffInfo', { REF_NBR_LIST: [applied.RECEIPT_NBR] }).data!.LOAN_LIST[0]!;
    expect(today.CANT_PAID_OUT_CODE).toBe(CODES.CREDIT_EARLY_TRANSACTION_DAY.code);
    s.advanceDays(1);
    const tomorrow = s.call('creditPayOffInfo', { REF_NBR_LIST: [applied.RECEIPT_NBR] }).data!.LOAN_LIST[0]!;
    expect(tomorrow).toMatchObject({
      IS_CAN_PAID_OUT: 'Y',
      LOAN_PAID_OUT_PRIN_AMT: '900000',
      LOAN_PAID_OUT_VIOLATION_AMT: '15000',
    });
  });
});

describe('bills', () => {
  it('shows the statement with its instalments, the upcoming ones and statuses by month', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const pc = s.call('creditPersonalCenter', {}).data!;
    const bill = s.call('creditBill', { STMT_MONTH: pc.STMT_MONTH }).data!;
    expect(bill).toMatchObject({ STMT_STATUS: 'N', DAYS_TO_DUE: '10', PMT_DUE_DATE: pc.PMT_DUE_DATE });
    const items = [...bill.CASH_DETAIL_LIST, ...bill.SPENDING_DETAIL];
    expect(items.reduce((s, i) => s + num(i.LOAN_INIT_SUM), 0)).toBe(num(bill.CUR_STMT_AMT));
    expect(bill.UPCOMING_DETAIL.length).toBeGreaterThan(0);
    const next = String(
      Number(pc.STMT_MONTH.slice(4)) === 12
        ? Number(pc.STMT_MONTH.slice(0, 4)) + 1 + '01'
        : Number(pc.STMT_MONTH) + 1,
    );
    const upcoming = s.call('creditBill', { STMT_MONTH: next }).data!;
    expect(upcoming.STMT_STATUS).toBe('U');
    expect(upcoming.SPENDING_DETAIL.length + upcoming.CASH_DETAIL_LIST.length).toBe(
      bill.UPCOMING_DETAIL.length,
    );
    const ancient = s.call('creditBill', { STMT_MONTH: '202101' }).data!;
    expect(ancient).toMatchObject({ STMT_STATUS: '', STMT_AMT: '0' });
  });

  it('pages the bill history by LAST_ROW_KEY, and filters cleaned bills', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const first = s.call('creditBillList', { TYPE: 'A', PAGESIZE: '5', LAST_ROW_KEY: '0' }).data!;
    expect(first.STMT_LIST).toHaveLength(5);
    expect(first.NEXTPAGE_FLG).toBe('Y');
    const rest = s.call('creditBillList', {
      TYPE: 'A',
      PAGESIZE: '50',
      LAST_ROW_KEY: first.LAST_ROW_KEY,
    }).data!;
    expect(rest.NEXTPAGE_FLG).toBe('N');
    const months = [...first.STMT_LIST, ...rest.STMT_LIST].map((s) => s.STMT_MONTH);
    expect(new Set(months).size).toBe(months.length);
    expect(months.length).toBeGreaterThanOrEqual(12);
    expect([...months].sort().reverse()).toEqual(months);
    const cleaned = s.call('creditBillList', { TYPE: 'F', PAGESIZE: '50', LAST_ROW_KEY: '0' }).data!;
    expect(cleaned.STMT_LIST.every((s) => s.STMT_STATUS === 'F')).toBe(true);
    expect(cleaned.STMT_LIST).toHaveLength(months.length - 1);
  });

  it('lists overdue statements', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp((state, f) => presets.overdue(state, f, 20)) });
    const pc = s.call('creditPersonalCenter', {}).data!;
    const bill = s.call('creditBill', { STMT_MONTH: pc.STMT_MONTH }).data!;
    expect(bill.OVERDUE_STMT_LIST.length).toBeGreaterThanOrEqual(1);
    expect(bill.OVERDUE_STMT_LIST.map((s) => s.OVERDUE_DAYS)).toContain('20');
    expect(pc.OVERDUE_DAYS).toBe('20');
  });

  it('pages refund and repayment records', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const keys: string[] = [];
    let key = '0';
    let flag: 'Y' | 'N' = 'Y';
    for (let i = 0; i < 10 && flag === 'Y'; i += 1) {
      const page: { RECORD_LIST: { REF_NBR: string }[]; LAST_ROW_KEY: string; NEXTPAGE_FLG: 'Y' | 'N' } =
        s.call('creditRefundRepayRecord', {
          LAST_ROW_KEY: key,
          NEXTPAGE_FLG: flag,
          PAGESIZE: '4',
        }).data!;
      keys.push(...page.RECORD_LIST.map((r) => r.REF_NBR));
      key = page.LAST_ROW_KEY;
      flag = page.NEXTPAGE_FLG;
    }
    expect(flag).toBe('N');
    expect(new Set(keys).size).toBe(keys.length);
    const records = s.state().credit;
    expect(keys.length).toBe(records.refunds.length + records.repayments.length);
  });
});

describe('transactions', () => {
  function allRows(filter: Record<string, string> = {}) {
    const rows = [];
    let key = '0';
    for (let i = 0; i < 50; i += 1) {
      const page = s.call('creditTransactionList', {
        END_DATE: '20261121',
        TRANSACTION_TYPE: 'A',
        PAGESIZE: '7',
        LAST_ROW_KEY: key,
        ...filter,
      }).data!;
      rows.push(...page.TRANSACTION_LIST);
      key = page.LAST_ROW_KEY;
      if (page.NEXTPAGE_FLAG === 'N') break;
    }
    return rows;
  }

  it('has 12 months of every type and status, paged without gaps or repeats', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const rows = allRows();
    expect(new Set(rows.map((r) => r.TRANSACTION_ID)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.TRANSACTION_TYPE))).toEqual(new Set(['PS', 'DS', 'P', 'T', 'R', 'C']));
    expect(new Set(rows.map((r) => r.TRANSACTION_STATUS))).toEqual(new Set(['S', 'C']));
    expect(rows.map((r) => r.TRANSACTION_TIME)).toEqual(
      [...rows.map((r) => r.TRANSACTION_TIME)].sort().reverse(),
    );
    const oldest = rows.at(-1)!.TRANSACTION_TIME.slice(0, 8);
    expect(oldest >= '20251121').toBe(true);
    expect(oldest < '20260101').toBe(true);
  });

  it('filters by type and month; an empty month is empty', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    expect(new Set(allRows({ TRANSACTION_TYPE: 'S' }).map((r) => r.TRANSACTION_TYPE))).toEqual(
      new Set(['PS', 'DS']),
    );
    expect(new Set(allRows({ TRANSACTION_TYPE: 'P' }).map((r) => r.TRANSACTION_TYPE))).toEqual(
      new Set(['P', 'T']),
    );
    expect(new Set(allRows({ TRANSACTION_TYPE: 'R' }).map((r) => r.TRANSACTION_TYPE))).toEqual(
      new Set(['R']),
    );
    const july = allRows({ START_DATE: '2026-07-01 00:00:00', END_DATE: '2026-07-31 23:59:59' });
    expect(july.length).toBeGreaterThan(0);
    expect(july.every((r) => r.TRANSACTION_TIME.startsWith('202607'))).toBe(true);
    const empty = s.call('creditTransactionList', {
      START_DATE: '20210101',
      END_DATE: '20210131',
      TRANSACTION_TYPE: 'A',
      PAGESIZE: '10',
      LAST_ROW_KEY: '0',
    }).data!;
    expect(empty).toMatchObject({ TRANSACTION_LIST: [], NEXTPAGE_FLAG: 'N' });
  });

  it('details an Instant Cash with its schedule, a repayment and a refund', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const rows = allRows();
    const detail = (type: string) =>
      s.call('creditTransactionDetail', {
        TRANSACTION_ID: rows.find((r) => r.TRANSACTION_TYPE === type && r.TRANSACTION_STATUS === 'S')!
          .TRANSACTION_ID,
      }).data!;
    const cash = detail('C');
    expect(cash.SCHEDULE_LIST).toHaveLength(num(cash.ORIG_TOTAL_TERM));
    expect(detail('P')).toMatchObject({ REPAY_OPTION: 'BillRepay' });
    expect(detail('T')).toMatchObject({ REPAY_OPTION: 'IOURepay', ORIG_TRANSACTION_TYPE: 'C' });
    expect(['PS', 'DS']).toContain(detail('R').ORIG_TRANSACTION_TYPE);
    expect(s.call('creditTransactionDetail', { TRANSACTION_ID: 'TX-NOPE' }).code).toBe(
      CODES.CREDIT_TRANSACTION_NOT_FOUND.code,
    );
  });
});

describe('union-pay checkout', () => {
  it('pays with balance and Pay Later once per order: the loan, limits and order follow', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const before = s.call('creditPersonalCenter', {}).data!;
    const paid = s.call('unionPay', VALID.unionPay).data!;
    expect(paid).toMatchObject({ code: 'S', totalAmt: '150000', paylaterAmt: '100000', balanceAmt: '50000' });
    const loan = s.call('unionPayLoanResult', { bizSeqNo: paid.bizSeqNo }).data!;
    expect(loan.loanReceiptNbr).toMatch(/^LR/);
    expect(loan.loanTerm).toBe('3');
    const after = s.call('creditPersonalCenter', {}).data!;
    expect(num(before.AVAILABLE_OTB) - num(after.AVAILABLE_OTB)).toBe(100_000);
    const detail = s.call('unionPayOrderDetail', { mpcOrderNo: paid.mpcOrderNo }).data!;
    expect(detail).toMatchObject({
      status: '2',
      orderNo: 'ORD-1',
      payInfo: { code: 'S', paylaterAmt: '100000' },
    });
    expect(detail.goodsList[0]).toMatchObject({ goodsName: 'Kopi Susu', goodsNum: '2' });
    const row = s.call('creditTransactionList', {
      ...(VALID.creditTransactionList as object),
      TRANSACTION_TYPE: 'S',
    }).data!.TRANSACTION_LIST[0]!;
    expect(row).toMatchObject({ REF_NBR: loan.loanReceiptNbr, TRANSACTION_TYPE: 'PS', MER_BIZ_NO: 'ORD-1' });
    const moves = s.state().credit.walletMoves;
    expect(moves.at(-1)).toMatchObject({ kind: 'balance', delta: -50_000 });

    const retry = s.call('unionPay', VALID.unionPay).data!;
    expect(retry.bizSeqNo).toBe(paid.bizSeqNo);
    expect(s.state().credit.walletMoves).toHaveLength(moves.length);
  });

  it('refuses parts that do not add up, too little balance or points, and Pay Later while overdue', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const body = VALID.unionPay as Record<string, unknown>;
    expect(s.call('unionPay', { ...body, balanceAmt: '49999' }).code).toBe(
      CODES.CREDIT_PAYMENT_AMOUNT_MISMATCH.code,
    );
    s.state().wallet.balance = '10000';
    expect(s.call('unionPay', body).msg).toBe('Maaf, saldo kamu tidak cukup.');
    s.state().loyalty.lots = [];
    expect(
      s.call('unionPay', { ...body, balanceAmt: '0', pointsAmt: '50000', pointsCashValue: '50000' }).code,
    ).toBe(CODES.CREDIT_POINTS_INSUFFICIENT.code);
    s = bank.session('apply.can-apply', { id: S, seed: inApp((state, f) => presets.overdue(state, f, 1)) });
    expect(s.call('unionPay', body).code).toBe(CODES.CREDIT_OVERDUE.code);
    expect(s.call('unionPay', { ...body, loanTerm: '5' }).code).toBe(CODES.CREDIT_OVERDUE.code);
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    expect(s.call('unionPay', { ...body, loanTerm: '5' }).code).toBe(CODES.CREDIT_TERM_INVALID.code);
  });

  it("fails the magic total 40404: we couldn't process your payment, nothing charged", () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const loans = s.state().credit.loans.length;
    const body = {
      ...(VALID.unionPay as object),
      totalAmt: '40404',
      balanceAmt: '404',
      paylaterAmt: '40000',
      orderNo: 'ORD-F',
    };
    const paid = s.call('unionPay', body, 'en').data!;
    expect(paid).toMatchObject({ code: 'F', message: "We couldn't process your payment" });
    expect(s.call('unionPayQuery', { bizSeqNo: paid.bizSeqNo }).data!.message).toBe(
      'Kami tidak dapat memproses pembayaran kamu.',
    );
    expect(s.state().credit.loans).toHaveLength(loans);
    expect(s.call('unionPayOrderDetail', { mpcOrderNo: paid.mpcOrderNo }).data!.status).toBe('3');
  });

  it('answers processing for the scenario polls', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp(presets.repaid),
      polls: { union_pay_query: 1, union_pay_loan_result: 1 },
    });
    const paid = s.call('unionPay', VALID.unionPay).data!;
    expect(paid.code).toBe('P');
    expect(s.call('unionPayQuery', { bizSeqNo: paid.bizSeqNo }).data!.code).toBe('P');
    expect(s.call('unionPayQuery', { bizSeqNo: paid.bizSeqNo }).data!.code).toBe('S');
    expect(s.call('unionPayLoanResult', { bizSeqNo: paid.bizSeqNo }).data!.code).toBe('P');
    expect(s.call('unionPayLoanResult', { bizSeqNo: paid.bizSeqNo }).data!.code).toBe('S');
    expect(s.call('unionPayQuery', { bizSeqNo: 'BS-NOPE' }).code).toBe(CODES.CREDIT_ORDER_NOT_FOUND.code);
  });
});

describe('chargePayLater (for the wallet checkout)', () => {
  it('books one loan per order number and refuses what the line cannot take', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.repaid) });
    const session = s.session();
    const now = bank.core.businessNow(session);
    const order = { orderNo: 'W-1', merchantName: 'Toko Uji', terms: 3 };
    const first = chargePayLater(session.state, 250_000, now, order);
    const again = chargePayLater(session.state, 250_000, now, order);
    expect(first.ok && again.ok && first.refNbr === again.refNbr).toBe(true);
    expect(session.state.credit.loans.filter((l) => l.merBizNo === 'W-1')).toHaveLength(1);
    expect(chargePayLater(session.state, 1000, now, { ...order, orderNo: 'W-2' })).toEqual({
      ok: false,
      code: 'CREDIT_PAYLATER_BELOW_MINIMUM',
    });
    expect(chargePayLater(session.state, 10_000, now, { ...order, orderNo: 'W-3', terms: 2 })).toEqual({
      ok: false,
      code: 'CREDIT_TERM_INVALID',
    });
    expect(chargePayLater(session.state, 1e9, now, { ...order, orderNo: 'W-4' })).toEqual({
      ok: false,
      code: 'CREDIT_PAYLATER_LIMIT_EXCEEDED',
    });
    session.state.credit.account!.blockCode = 'F';
    expect(chargePayLater(session.state, 10_000, now, { ...order, orderNo: 'W-5' })).toEqual({
      ok: false,
      code: 'CREDIT_ACCOUNT_LOCKED',
    });
    session.state.credit.account!.blockCode = 'A';
    expect(chargePayLater(session.state, 10_000, now, { ...order, orderNo: 'W-6' }).ok).toBe(true);
    const none = bank.session('apply.can-apply', { id: 's2', seed: inApp() }).session();
    expect(chargePayLater(none.state, 10_000, now, order)).toEqual({ ok: false, code: 'CREDIT_NO_ACCOUNT' });
  });
});
