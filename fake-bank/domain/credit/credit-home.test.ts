import type { Faker } from '@faker-js/faker';
import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { daysToDueOf, homeStateOfCenter, type HomeState } from '../../../contracts/entities/credit-home';
import { cashStateOfCenter } from '../../../contracts/rules/cash-state';
import type { BankState } from '../../../scenarios';
import { buildBook } from '../../model/credit-ledger';
import * as presets from '../../../scenarios/generators/credit-presets';
import { inApp } from '../../../scenarios/generators/cash-presets';
import { accountStandingOf, cashStateOf, homeStateOf, lateFee } from './credit-rules';
import { bankDriver, type BankDriver, type SessionDriver } from '../../testing/bank-driver';
import { dayNumberOf } from '../../../contracts/dates';

let bank: BankDriver;
let s: SessionDriver;
beforeEach(() => {
  bank = bankDriver();
  s = bank.session('apply.can-apply', { id: S, seed: inApp() });
});

const S = 'home';
const num = (value: string) => Number(value);
type Seed = (state: BankState, faker: Faker) => void;

const TRY_LOAN = { LOAN_INIT_PRIN: '1000000' };
/** apply/loan with the session of a right PIN (the refusal comes before the amount and the quote). */
const applyLoan = () => ({
  LOAN_INIT_PRIN: '1000000',
  LOAN_TERM: '3',
  INEREST_RATE: '1.95',
  FEE_AMT: '40000',
  SESSION: s.pinSession(),
});
const UNION_PAY = {
  totalAmt: '150000',
  pointsAmt: '0',
  pointsCashValue: '0',
  balanceAmt: '50000',
  paylaterAmt: '100000',
  loanTerm: '3',
  channelId: 'QRIS000123',
  orderNo: 'ORD-HOME-1',
  goodsList: [{ goodsId: 'G1', goodsName: 'Kopi Susu', goodsNum: '2', goodsPrice: '75000' }],
};

function center() {
  const answer = s.call('creditPersonalCenter', {});
  expect(answer.code, answer.msg).toBe('0000');
  return answer.data!;
}

describe('the derived figures follow the clock', () => {
  it('a day later: overdue days + 1, the late fee + one day of it, the amount due with it', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp((state, f) => presets.overdue(state, f, 5)) });
    const before = center();
    const bill = s.call('creditBill', { STMT_MONTH: before.STMT_MONTH }).data!;
    const owed = num(bill.CUR_STMT_BAL_AMT);
    const rateBp = Math.round(Number(before.ADMIN_FEE_RATE) * 100);
    const feeOn = (ymd: string) =>
      lateFee(owed, rateBp, dayNumberOf(bill.STMT_DATE), dayNumberOf(bill.PMT_DUE_DATE), dayNumberOf(ymd));
    expect(homeStateOfCenter(before)).toBe('overdue');
    expect(before.OVERDUE_DAYS).toBe('5');
    // 5 days after the due date, which is 15 days after the print date: 20 days of late fee.
    expect(dayNumberOf(before.BUSINESS_DATE) - dayNumberOf(bill.STMT_DATE)).toBe(20);
    expect(num(before.PENALTY_BAL)).toBe(feeOn(before.BUSINESS_DATE));

    s.advanceDays(1);
    const after = center();
    expect(after.OVERDUE_DAYS).toBe('6');
    expect(num(after.PENALTY_BAL)).toBe(feeOn(after.BUSINESS_DATE));
    const oneDay = (owed * rateBp) / 10_000;
    expect(Math.abs(num(after.PENALTY_BAL) - num(before.PENALTY_BAL) - oneDay)).toBeLessThanOrEqual(1);
    expect(num(after.BILL_BAL_AMT) - num(before.BILL_BAL_AMT)).toBe(
      num(after.PENALTY_BAL) - num(before.PENALTY_BAL),
    );
    expect(homeStateOfCenter(after)).toBe('overdue');
    expect(cashStateOfCenter(after)).toBe('REPAY_FIRST');
  });

  it('a bill moves from ready to due soon to due today to overdue with a late fee', () => {
    // Too little in Allo Pay for the automatic debit on the due date.
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, f) => {
        presets.billReady(state, f);
        state.wallet.balance = '0';
      }),
    });
    const seen: Array<[HomeState, number | null, string]> = [];
    for (let day = 0; day <= 11; day += 1) {
      const pc = center();
      seen.push([homeStateOfCenter(pc), daysToDueOf(pc), pc.PENALTY_BAL]);
      s.advanceDays(1);
    }
    expect(seen[0]).toEqual(['bill-ready', 10, '0']);
    expect(seen[3]).toEqual(['due-in-days', 7, '0']);
    expect(seen[9]).toEqual(['due-in-days', 1, '0']);
    expect(seen[10]).toEqual(['due-today', 0, '0']);
    expect(seen[11]![0]).toBe('overdue');
    expect(seen[11]![1]).toBe(-1);
    expect(num(seen[11]![2])).toBeGreaterThan(0);
  });

  it('a temporary lock ends when the clock passes it', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, f) => {
        presets.billReady(state, f);
        presets.lockTemporarily(state, 24);
      }),
    });
    const locked = center();
    expect(locked.ACCT_STATUS).toBe('L');
    expect(locked.LOCK_END_TIME).toBe('20261122100000');
    expect(homeStateOfCenter(locked)).toBe('account-locked');
    s.advanceDays(1);
    const open = center();
    expect(open.ACCT_STATUS).toBe('A');
    expect(open.LOCK_END_TIME).toBe('');
    expect(homeStateOfCenter(open)).toBe('bill-ready');
  });
});

describe('the home the client reads off personal_center is the one the bank derives', () => {
  const cases: Array<[string, Seed]> = [
    ['new credit', presets.newCredit],
    ['no bill', presets.noBill],
    ['bill ready', presets.billReady],
    ['due in 3 days', (s, f) => presets.dueInDays(s, f, 3)],
    ['due today', presets.dueToday],
    ['overdue 5 days', (s, f) => presets.overdue(s, f, 5)],
    ['overdue 35 days', (s, f) => presets.overdue(s, f, 35)],
    ['repaid', presets.repaid],
    ['cash below minimum', presets.cashBelowMinimum],
    ['only pay', presets.onlyPay],
    ['cash taken this month', presets.cashTakenThisMonth],
    ['repayment processing', presets.repaymentProcessing],
    ...(['R', 'S', 'F', 'n', 'B', 'A', 'Z'] as const).map((code): [string, Seed] => [
      `block ${code}`,
      (s, f) => presets.blocked(s, f, code),
    ]),
    [
      'frozen account',
      (s, f) => {
        presets.billReady(s, f);
        presets.freezeAccount(s);
      },
    ],
    [
      'temporarily locked',
      (s, f) => {
        presets.overdue(s, f, 3);
        presets.lockTemporarily(s, 30);
      },
    ],
    [
      'security risk',
      (s, f) => {
        presets.noBill(s, f);
        presets.flagSecurityRisk(s, '2');
      },
    ],
  ];

  it.each(cases)('%s, every other day for 40 days', (_name, seed) => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(seed) });
    for (let day = 0; day <= 40; day += 2) {
      const pc = center();
      const state = s.state();
      const nowTs = `${pc.CURRENT_SYS_DATE}`;
      const book = buildBook(state.credit, nowTs);
      const standing = accountStandingOf(state, nowTs);
      expect(homeStateOfCenter(pc), `day ${day}`).toBe(homeStateOf(book, standing));
      expect(cashStateOfCenter(pc), `day ${day}`).toBe(cashStateOf(book));
      s.advanceDays(2);
    }
  });

  it('gives each preset the home state its scenario shows', () => {
    const expected: Array<[Seed, HomeState]> = [
      [presets.newCredit, 'new-credit'],
      [presets.noBill, 'no-bill'],
      [presets.billReady, 'bill-ready'],
      [(s, f) => presets.dueInDays(s, f, 3), 'due-in-days'],
      [presets.dueToday, 'due-today'],
      [(s, f) => presets.overdue(s, f, 5), 'overdue'],
      [presets.repaid, 'repaid'],
      [(s, f) => presets.blocked(s, f, 'F'), 'frozen'],
      [(s, f) => presets.blocked(s, f, 'B'), 'locked'],
      [(s, f) => presets.blocked(s, f, 'A'), 'partially-locked'],
      [(s, f) => presets.blocked(s, f, 'R'), 'loss'],
    ];
    for (const [seed, home] of expected) {
      s = bank.session('apply.can-apply', { id: S, seed: inApp(seed) });
      expect(homeStateOfCenter(center())).toBe(home);
    }
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.cashBelowMinimum) });
    expect(cashStateOfCenter(center())).toBe('NOT_AVAILABLE');
  });
});

describe('account states refuse Pay Later and Instant Cash with the spec messages', () => {
  const standings: Array<[string, Seed, keyof typeof CODES, Record<string, string>]> = [
    ['frozen', (s) => presets.freezeAccount(s), 'CREDIT_ACCOUNT_FROZEN', { ACCT_STATUS: 'F' }],
    [
      'temporarily locked',
      (s) => presets.lockTemporarily(s, 2),
      'CREDIT_ACCOUNT_TEMPORARILY_LOCKED',
      { ACCT_STATUS: 'L', LOCK_END_TIME: '20261121120000' },
    ],
    ['security risk', (s) => presets.flagSecurityRisk(s), 'CREDIT_SECURITY_RISK', { RISK_CODE: '1' }],
    // mpcStatus, a gate of section 6 (decision 0079): the customer account the bank froze or blocked.
    ['mpcStatus F', (s) => presets.setMpcStatus(s, 'F'), 'CREDIT_ACCOUNT_FROZEN', { ACCT_STATUS: 'F' }],
    [
      'mpcStatus L',
      (s) => presets.setMpcStatus(s, 'L'),
      'CREDIT_ACCOUNT_TEMPORARILY_LOCKED',
      { ACCT_STATUS: 'L' },
    ],
  ];

  it.each(standings)('%s', (_name, standing, codeName, fields) => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, f) => {
        presets.billReady(state, f);
        standing(state, f);
      }),
    });
    s.state().wallet.balance = '5000000';
    expect(center()).toMatchObject(fields);
    const code = CODES[codeName];
    const tryLoan = s.call('creditTryLoan', TRY_LOAN);
    expect([tryLoan.code, tryLoan.msg]).toEqual([code.code, code.id]);
    expect(s.call('creditTryLoan', TRY_LOAN, 'en').msg).toBe(code.en);
    const cash = s.call('creditApplyLoan', applyLoan());
    expect([cash.code, cash.msg]).toEqual([code.code, code.id]);
    const pay = s.call('unionPay', UNION_PAY);
    expect([pay.code, pay.msg]).toEqual([code.code, code.id]);
    // Bills can still be paid.
    const repay = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: 'HOME-R1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: '50000',
      LOAN_LIST: [],
    });
    expect(repay.code, repay.msg).toBe('0000');
  });

  it('books nothing when it refuses', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, f) => {
        presets.billReady(state, f);
        presets.freezeAccount(state);
      }),
    });
    const loans = s.state().credit.loans.length;
    s.call('creditApplyLoan', applyLoan());
    s.call('unionPay', UNION_PAY);
    expect(s.state().credit.loans).toHaveLength(loans);
  });

  it('block codes and overdue bills refuse with their own codes', () => {
    for (const [seed, codeName] of [
      [(s: BankState, f: Faker) => presets.blocked(s, f, 'R'), 'CREDIT_ACCOUNT_LOSS'],
      [(s: BankState, f: Faker) => presets.blocked(s, f, 'F'), 'CREDIT_ACCOUNT_LOCKED'],
      [(s: BankState, f: Faker) => presets.blocked(s, f, 'A'), 'CREDIT_ACCOUNT_PARTIALLY_LOCKED'],
      [(s: BankState, f: Faker) => presets.overdue(s, f, 1), 'CREDIT_OVERDUE'],
    ] as const) {
      s = bank.session('apply.can-apply', { id: S, seed: inApp(seed) });
      expect(s.call('creditApplyLoan', applyLoan()).code).toBe(CODES[codeName].code);
      expect(s.call('creditTryLoan', TRY_LOAN).code).toBe(CODES[codeName].code);
    }
  });

  it('a frozen, locked or risky account comes before a block code and an overdue bill', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, f) => {
        presets.overdue(state, f, 5, { blockCode: 'R' });
        presets.flagSecurityRisk(state);
      }),
    });
    expect(homeStateOfCenter(center())).toBe('security-risk');
    expect(s.call('creditApplyLoan', applyLoan()).code).toBe(CODES.CREDIT_SECURITY_RISK.code);
  });
});

describe('a customer with a credit line', () => {
  it('is an approved Pay Later customer to the account calls', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const pc = center();
    const preCheck = s.call('preCheck', { partnerId: '', userToken: '' }).data!;
    expect(preCheck.payLaterStatus).toBe(presets.APPROVED_PAYLATER_STATUS);
    expect(preCheck.preCreditLimit).toBe(pc.CREDIT_LIMIT);
    const result = s.call('queryApplyResult', { BIZ_TYPE: 'PAY_APP', APP_NO: preCheck.appNo }).data!;
    expect(result.STATUS).toBe('SUCCESS');
    expect(result.CREDIT_LIMIT).toBe(pc.CREDIT_LIMIT);
  });
});

describe('coupons', () => {
  it('lists available ones apart from used or expired ones, and expiry follows the clock', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const list = (opt: '' | '0' | '1') =>
      s.call('creditCouponList', { equityType: '', opt, pageSize: '20', pageIndex: '1' }).data!;
    const available = list('0');
    expect(available.hasEquity).toBe('Y');
    expect(available.equityList.every((e) => e.status === '0')).toBe(true);
    expect(available.equityList.map((e) => e.equityType).sort()).toEqual(['INT_R', 'INT_TIC_P', 'INT_TIC_T']);
    const done = list('1');
    expect(done.equityList.every((e) => e.status !== '0')).toBe(true);
    expect(num(available.total) + num(done.total)).toBe(num(list('').total));
    const shortest = available.equityList.reduce((a, b) => (a.equityExpireDate < b.equityExpireDate ? a : b));
    s.advanceDays(dayNumberOf(shortest.equityExpireDate) - dayNumberOf(center().BUSINESS_DATE) + 1);
    const later = list('1').equityList.find((e) => e.equityNo === shortest.equityNo);
    expect(later?.status).toBe('4');
  });

  it('are written in the caller language: English words from the coupon facts, Indonesian as issued', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    const list = (lang: 'id' | 'en') =>
      s.call('creditCouponList', { equityType: '', opt: '0', pageSize: '20', pageIndex: '1' }, lang).data!
        .equityList;
    const byType = (lang: 'id' | 'en') => new Map(list(lang).map((e) => [e.equityType, e]));
    const id = byType('id');
    const en = byType('en');
    expect(id.get('INT_TIC_P')).toMatchObject({ equityName: 'Diskon Bunga 50%' });
    expect(en.get('INT_TIC_P')).toMatchObject({
      equityName: '50% interest discount',
      equityContent: '50% off the interest of Instant Cash over 3, 6 or 12 months, up to Rp500.000.',
      usage_desc: 'Valid for Instant Cash withdrawals from Rp1.000.000.',
    });
    expect(en.get('INT_R')).toMatchObject({
      equityName: '0.50% interest cut',
      equityContent: 'Pay Later interest 0.50% a month lower for every term.',
      usage_desc: 'Valid for every Pay Later transaction.',
    });
    expect(en.get('INT_TIC_T')).toMatchObject({ equityName: '1 month interest-free' });
    // The facts are one coupon in both languages.
    for (const [type, coupon] of en) expect(coupon.equityNo).toBe(id.get(type)!.equityNo);
  });
});

describe('mpcStatus and payLaterStatus gate (section 6, decision 0079)', () => {
  const mpcStatuses = () => ({
    status: s.ok('queryStatus', {}).mpcStatus,
    preCheck: s.ok('preCheck', { partnerId: '', userToken: '' }).mpcStatus,
    member: s.ok('queryMemberInfo', {}).mpcStatus,
  });
  const all = (value: string) => ({ status: value, preCheck: value, member: value });

  it('answers mpcStatus from the state: A active, F frozen, L while a lock is in force', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    expect(mpcStatuses()).toEqual(all('A'));
    s.state().customer.mpcStatus = 'F';
    expect(mpcStatuses()).toEqual(all('F'));
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, f) => {
        presets.billReady(state, f);
        presets.freezeAccount(state);
      }),
    });
    expect(mpcStatuses()).toEqual(all('F'));
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, f) => {
        presets.billReady(state, f);
        presets.lockTemporarily(state, 2);
      }),
    });
    expect(mpcStatuses()).toEqual(all('L'));
    // The clock lifts the lock, and mpcStatus with it.
    s.advanceDays(1);
    expect(mpcStatuses()).toEqual(all('A'));
  });

  it('refuses Instant Cash and Pay Later at checkout on a line whose payLaterStatus is not open', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.billReady) });
    s.state().wallet.balance = '5000000';
    expect(s.ok('queryStatus', {}).payLaterStatus).toBe(presets.APPROVED_PAYLATER_STATUS);
    s.state().paylater.status = 'T100';
    expect(s.ok('queryStatus', {}).payLaterStatus).toBe('T100');
    const loans = s.state().credit.loans.length;
    const code = CODES.PAY_LATER_NOT_OPEN;
    for (const answer of [
      s.call('creditTryLoan', TRY_LOAN),
      s.call('creditApplyLoan', applyLoan()),
      s.call('unionPay', UNION_PAY),
    ]) {
      expect([answer.code, answer.msg]).toEqual([code.code, code.id]);
    }
    expect(s.state().credit.loans).toHaveLength(loans);
    s.state().paylater.status = presets.APPROVED_PAYLATER_STATUS;
    expect(s.call('creditTryLoan', TRY_LOAN).code).toBe('0000');
  });
});
