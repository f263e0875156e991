import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import type { BankState } from '../../../scenarios';
import * as presets from '../../../scenarios/generators/credit-presets';
import { inApp } from '../../../scenarios/generators/cash-presets';
import { bankDriver, type BankDriver, type SessionDriver } from '../../testing/bank-driver';
import { MINUTE_MS } from '../../../contracts/dates';

let bank: BankDriver;
let s: SessionDriver;
beforeEach(() => {
  bank = bankDriver();
  s = bank.session('apply.can-apply', { id: S });
});

const S = 'auto';
const num = (value: string | undefined) => Number(value ?? 'NaN');
const center = (on = s) => on.call('creditPersonalCenter', {}).data!;
const records = (on = s) =>
  on.call('creditRefundRepayRecord', { LAST_ROW_KEY: '0', NEXTPAGE_FLG: 'Y' }).data!.RECORD_LIST;
const balance = (on = s) => num(on.state().wallet.balance);
const autoRepayments = (state: BankState) => state.credit.repayments.filter((r) => r.autoFor);

describe('auto-repayment on the due date (sections 2 and 4)', () => {
  // The session clock starts 2026-11-21 10:00 WIB; dueToday makes the current statement due that day.
  it('debits the amount due from the Allo Pay balance at 20.00 WIB of the due date, once', () => {
    s = bank.session('apply.can-apply', { id: S, seed: presets.dueToday });
    const due = num(center().BILL_BAL_AMT);
    const before = balance();
    expect(due).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(due);

    s.elapse((9 * 60 + 59) * MINUTE_MS); // 19.59: not yet
    expect(center().CURR_STMT_STATUS).toBe('N');
    expect(balance()).toBe(before);

    s.elapse(1 * MINUTE_MS); // 20.00
    const paid = center();
    expect(paid).toMatchObject({
      CURR_STMT_STATUS: 'F',
      BILL_BAL_AMT: '0',
      AUTO_DEBIT_STATUS: 'S',
      AUTO_DEBIT_TIME: '20261121200000',
      AUTO_DEBIT_AMT: String(due),
    });
    expect(balance()).toBe(before - due);
    expect(records()[0]).toMatchObject({
      RECORD_TYPE: 'P',
      STATUS: 'S',
      AMOUNT: String(due),
      REPAY_TYPE: 'BANK_CARD',
      AUTO_DEBIT: 'Y',
      RECORD_TIME: '20261121200000',
    });
    // The balance transactions show the debit at its moment.
    const order = s.state().wallet.orders.at(-1)!;
    expect([order.amount, order.paidAt, order.counterpartyName]).toEqual([
      String(due),
      '20261121200000',
      'Allo Bank Pay Later',
    ]);

    // Days on, back and forth: never a second debit, no late fee.
    s.advanceDays(1);
    expect(center()).toMatchObject({ CURR_STMT_STATUS: 'F', PENALTY_BAL: '0', OVERDUE_DAYS: '0' });
    s.advanceDays(-2);
    center();
    s.advanceDays(3);
    expect(center().CURR_STMT_STATUS).toBe('F');
    expect(autoRepayments(s.state())).toHaveLength(1);
    expect(balance()).toBe(before - due);
  });

  it('takes nothing when the balance is too small: overdue the next day with its late fee, and says why', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: (state, f) => {
        presets.dueToday(state, f);
        state.wallet.balance = '1000';
      },
    });
    const due = num(center().BILL_BAL_AMT);
    s.advanceDays(1);
    const after = center();
    expect(after).toMatchObject({
      ACCT_STMT_STATUS: 'O',
      OVERDUE_DAYS: '1',
      AUTO_DEBIT_STATUS: 'F',
      AUTO_DEBIT_AMT: String(due),
    });
    expect(num(after.PENALTY_BAL)).toBeGreaterThan(0);
    expect(balance()).toBe(1000);
    expect(records()[0]).toMatchObject({ STATUS: 'F', AUTO_DEBIT: 'Y', AMOUNT: String(due) });
    // Once: a top-up later does not make the bank try that due date again.
    s.state().wallet.balance = '100000000';
    s.advanceDays(1);
    expect(center().ACCT_STMT_STATUS).toBe('O');
    expect(autoRepayments(s.state())).toHaveLength(1);
  });

  it('decades on, one look per due date, beyond the 500 the session keeps; paid up, nothing more', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: (state, f) => {
        presets.dueToday(state, f);
        state.wallet.balance = '1000';
      },
    });
    center();
    s.advanceDays(365 * 60);
    center();
    const looked = autoRepayments(s.state());
    // A statement a month: some 720 due dates, each tried once and refused for the small balance.
    expect(looked.length).toBeGreaterThan(700);
    expect(new Set(looked.map((r) => r.autoFor)).size).toBe(looked.length);
    expect(looked.every((r) => r.status === 'F')).toBe(true);
    center();
    s.advanceDays(-40);
    center();
    s.advanceDays(40);
    center();
    expect(autoRepayments(s.state())).toHaveLength(looked.length);

    // With the money there, each due date takes its bill until the loans are paid off; the decades
    // after take nothing and record nothing.
    const paid = bank.session('apply.can-apply', {
      id: 'paid',
      seed: (state, f) => {
        presets.dueToday(state, f);
        state.wallet.balance = '1000000000';
      },
    });
    center(paid);
    paid.advanceDays(365 * 60);
    center(paid);
    const debits = autoRepayments(paid.state());
    expect(debits.every((r) => r.status === 'S')).toBe(true);
    expect(debits.length).toBeGreaterThan(1);
    expect(debits.length).toBeLessThan(40);
    expect(center(paid)).toMatchObject({ BILL_BAL_AMT: '0', PENALTY_BAL: '0' });
  });

  it("leaves the scenario's past as seeded: a due date before the session start is not debited", () => {
    s = bank.session('apply.can-apply', { id: S, seed: (state, f) => presets.overdue(state, f, 5) });
    s.state().wallet.balance = '100000000';
    expect(center()).toMatchObject({ ACCT_STMT_STATUS: 'O', OVERDUE_DAYS: '5', AUTO_DEBIT_STATUS: '' });
    expect(autoRepayments(s.state())).toHaveLength(0);
  });

  it('the scenarios land in their states at the first call', () => {
    const a = bank.session('repay.auto-debit', { id: 'a' });
    expect(center(a)).toMatchObject({ CURR_STMT_STATUS: 'F', AUTO_DEBIT_STATUS: 'S', BILL_BAL_AMT: '0' });
    const b = bank.session('repay.auto-debit-short', { id: 'b' });
    const short = center(b);
    expect(short).toMatchObject({ ACCT_STMT_STATUS: 'O', OVERDUE_DAYS: '1', AUTO_DEBIT_STATUS: 'F' });
    expect(num(short.PENALTY_BAL)).toBeGreaterThan(0);
  });

  it('does not run on a deactivated line', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: (state, f) => {
        presets.dueToday(state, f);
        presets.deactivateAccount(state);
      },
    });
    const before = balance();
    s.advanceDays(1);
    expect(center().AUTO_DEBIT_STATUS).toBe('');
    expect(balance()).toBe(before);
  });
});

describe('the account lifecycle (section 4): deactivated and closed lines', () => {
  it('deactivated: the home reads D; borrowing and repayments are refused; the bills still read', () => {
    s = bank.session('apply.can-apply', {
      id: S,
      seed: inApp((state, f) => {
        presets.billReady(state, f);
        presets.deactivateAccount(state);
      }),
    });
    const pc = center();
    expect(pc.ACCT_STATUS).toBe('D');
    expect(num(pc.BILL_BAL_AMT)).toBeGreaterThan(0);
    const tried = s.call('creditTryLoan', { LOAN_INIT_PRIN: '1000000' });
    expect([tried.code, tried.msg]).toEqual([
      CODES.CREDIT_ACCOUNT_DEACTIVATED.code,
      CODES.CREDIT_ACCOUNT_DEACTIVATED.id,
    ]);
    const repay = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: 'deactivated-1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: pc.BILL_BAL_AMT,
      LOAN_LIST: [],
    });
    expect(repay.code).toBe(CODES.CREDIT_ACCOUNT_DEACTIVATED.code);
    expect(s.state().credit.repayments.filter((r) => r.status === 'P')).toHaveLength(0);
    expect(s.call('creditBillList', { TYPE: 'A', LAST_ROW_KEY: '0', PAGESIZE: '10' }).code).toBe('0000');
  });

  it('closed: nothing owed, nothing in the balance; borrowing and repayments refused; the history reads', () => {
    s = bank.session('apply.can-apply', { id: S, seed: inApp(presets.closedAccount) });
    const pc = center();
    expect(pc).toMatchObject({ ACCT_STATUS: 'C', BILL_BAL_AMT: '0', UN_BILL_AMT: '0' });
    expect(balance()).toBe(0);
    expect(s.call('creditTryLoan', { LOAN_INIT_PRIN: '1000000' }).code).toBe(
      CODES.CREDIT_ACCOUNT_CLOSED.code,
    );
    const repay = s.call('creditApplyRepay', {
      TXN_CODE: 'BillRepay',
      session: 'closed-1',
      REPAY_TYPE: 'VA',
      TOT_AMOUNT: '10000',
      LOAN_LIST: [],
    });
    expect(repay.code).toBe(CODES.CREDIT_ACCOUNT_CLOSED.code);
    const bills = s.call('creditBillList', { TYPE: 'A', LAST_ROW_KEY: '0', PAGESIZE: '10' }).data!;
    expect(bills.STMT_LIST.length).toBeGreaterThan(0);
    expect(bills.STMT_LIST.every((b) => b.STMT_STATUS === 'F')).toBe(true);
  });
});

describe('early repayment refusals in section 4 order', () => {
  it('last term, then transaction day, then processing, then overdue', () => {
    s = bank.session('apply.can-apply', { id: S, seed: (state, f) => presets.overdue(state, f, 2) });
    const loans = s.call('creditLoanReceipt', { REF_NBR_LIST: [] }).data!.LOAN_LIST;
    const open = loans.filter((l) => l.LOAN_STATUS !== 'C' && l.LOAN_STATUS !== 'R');
    const lastTerm = open.find((l) => l.CURR_TERM === l.CURR_TOTAL_TERM);
    const earlier = open.find((l) => Number(l.CURR_TERM) < Number(l.CURR_TOTAL_TERM));
    expect(lastTerm && earlier).toBeTruthy();
    const refusal = (ref: string) =>
      s.call('creditPayOffInfo', { REF_NBR_LIST: [ref] }).data!.LOAN_LIST[0]!.CANT_PAID_OUT_CODE;
    // Overdue and in its last term: the last term answers first.
    expect(refusal(lastTerm!.REF_NBR)).toBe(CODES.CREDIT_EARLY_LAST_TERM.code);
    expect(refusal(earlier!.REF_NBR)).toBe(CODES.CREDIT_EARLY_OVERDUE_FIRST.code);
    // A repayment processing as well: it answers before overdue, after the last term.
    const credit = s.state().credit;
    credit.repayments.push({
      ...credit.repayments.find((r) => r.status === 'S')!,
      refNbr: 'RPPROCESSING1',
      bizSeqNo: 'BSPROCESSING1',
      status: 'P',
      outcome: 'S',
      time: s.call('creditPersonalCenter', {}).data!.CURRENT_SYS_DATE,
    });
    bank.core.changed(bank.core.ensureSession(S));
    expect(refusal(earlier!.REF_NBR)).toBe(CODES.CREDIT_REPAY_PROCESSING.code);
    expect(refusal(lastTerm!.REF_NBR)).toBe(CODES.CREDIT_EARLY_LAST_TERM.code);
    // Made today (the transaction day) while processing and overdue: the transaction day answers.
    // A loan record is replaced, never edited in place (the books' caches hold the bank to it).
    const made = credit.loans.findIndex((l) => l.refNbr === earlier!.REF_NBR);
    credit.loans[made] = {
      ...credit.loans[made]!,
      loanTime: s.call('creditPersonalCenter', {}).data!.CURRENT_SYS_DATE,
    };
    bank.core.changed(bank.core.ensureSession(S));
    expect(refusal(earlier!.REF_NBR)).toBe(CODES.CREDIT_EARLY_TRANSACTION_DAY.code);
  });
});
