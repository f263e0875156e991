import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as presets from '../../../scenarios/generators/credit-presets';
import { inApp } from '../../../scenarios/generators/cash-presets';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import type { Repayment } from '../../model/credit';
import { type Book } from '../../model/credit-statements';
import { bookedWith, buildBook } from '../../model/credit-ledger';
import { toTimestamp } from '../../../contracts/dates';

/**
 * Random sequences of what a customer and the clock do (withdraw, buy, repay part or all, pay off early,
 * days passing), checking after each step that the figures the bank answers agree with each other.
 */
type Action =
  | { kind: 'advance'; days: number }
  | { kind: 'repay'; share: number; card: boolean }
  | { kind: 'cash'; hundredThousands: number; termIndex: number }
  | { kind: 'buy'; thousands: number; termIndex: number }
  | { kind: 'payoff'; pick: number };

const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('advance' as const), days: fc.integer({ min: 1, max: 20 }) }),
  fc.record({
    kind: fc.constant('repay' as const),
    share: fc.integer({ min: 1, max: 100 }),
    card: fc.boolean(),
  }),
  fc.record({
    kind: fc.constant('cash' as const),
    hundredThousands: fc.integer({ min: 5, max: 30 }),
    termIndex: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('buy' as const),
    thousands: fc.integer({ min: 2, max: 2000 }),
    termIndex: fc.integer({ min: 0, max: 3 }),
  }),
  fc.record({ kind: fc.constant('payoff' as const), pick: fc.nat() }),
);

const TERMS = ['1', '3', '6', '12'];
const n = (value: string) => Number(value);

function checkInvariants(s: SessionDriver) {
  const pc = s.call('creditPersonalCenter', {}).data!;
  const info = s.call('creditRepayInfo', {}).data!;
  expect(info.STMT_BAL_AMT).toBe(pc.BILL_BAL_AMT);
  expect(info.LOAN_LIST.reduce((s, l) => s + n(l.BAL_AMT), 0)).toBe(n(pc.BILL_BAL_AMT));
  for (const loan of info.LOAN_LIST) {
    const parts =
      n(loan.PRIN_BAL) + n(loan.INTEREST_BAL) + n(loan.PENALTY_BAL) + n(loan.FEE_BAL) + n(loan.MONTH_FEE_BAL);
    expect(parts).toBe(n(loan.BAL_AMT));
  }
  expect(info.LOAN_LIST.reduce((s, l) => s + n(l.PENALTY_BAL), 0)).toBe(n(pc.PENALTY_BAL));

  const bills = s.call('creditBillList', { TYPE: 'A', PAGESIZE: '50', LAST_ROW_KEY: '0' }).data!;
  expect(bills.STMT_LIST.reduce((s, b) => s + n(b.STMT_BAL_AMT), 0)).toBe(n(pc.BILL_BAL_AMT));
  for (const row of bills.STMT_LIST.slice(0, 3)) {
    const bill = s.call('creditBill', { STMT_MONTH: row.STMT_MONTH }).data!;
    expect(n(bill.STMT_AMT)).toBe(n(bill.CUR_STMT_AMT) + n(bill.PENALTY_BAL) + n(bill.PENALTY_PAID));
    expect(n(bill.STMT_BAL_AMT)).toBe(n(bill.CUR_STMT_BAL_AMT) + n(bill.PENALTY_BAL));
    expect(n(bill.STMT_PAID_AMT)).toBe(n(bill.STMT_AMT) - n(bill.STMT_BAL_AMT));
    expect(n(bill.STMT_BAL_AMT)).toBeGreaterThanOrEqual(0);
    expect(bill.STMT_STATUS === 'F').toBe(n(bill.STMT_BAL_AMT) === 0);
    const items = [...bill.CASH_DETAIL_LIST, ...bill.SPENDING_DETAIL];
    expect(items.reduce((s, i) => s + n(i.LOAN_INIT_SUM), 0)).toBe(n(bill.CUR_STMT_AMT));
  }

  const receipts = s.call('creditLoanReceipt', { REF_NBR_LIST: [] }).data!.LOAN_LIST;
  const unpaidPrincipal = receipts.reduce(
    (s, l) =>
      s + l.SCHEDULE_LIST.reduce((t, i) => t + (i.IS_SETTLED_EARLY === 'Y' ? 0 : n(i.BAL_PRIN_AMT)), 0),
    0,
  );
  expect(n(pc.AVAILABLE_OTB)).toBe(Math.max(0, n(pc.CREDIT_LIMIT) - unpaidPrincipal));
  expect(n(pc.CASH_OTB)).toBeLessThanOrEqual(n(pc.AVAILABLE_OTB));
  for (const loan of receipts) {
    for (const item of loan.SCHEDULE_LIST) {
      expect(n(item.PAID_PRIN_AMT) + n(item.BAL_PRIN_AMT)).toBe(n(item.PRIN_AMT));
      expect(n(item.TOTAL_AMT)).toBe(n(item.PRIN_AMT) + n(item.INT_AMT) + n(item.FEE_AMT ?? '0'));
    }
  }
  expect(pc.OVERDUE_DAYS === '0').toBe(pc.ACCT_STMT_STATUS !== 'O');
}

/** What the books say of every instalment and statement, and the deposit: two books compare by it. */
function figuresOf(book: Book) {
  return {
    loans: book.loans.map((lb) => ({
      ref: lb.loan.refNbr,
      closedDay: lb.closedDay,
      violationPaid: lb.violationPaid,
      terms: lb.terms.map((t) => [t.paid, t.waived, t.settledEarly, t.log]),
    })),
    penPaid: [...book.statements.values()].map((sb) => sb.penPaid),
    deposit: book.deposit,
    repaid: [...book.repaid],
  };
}

/**
 * A repayment's preview books it on a copy of the books of the moment (bookedWith): the same books as a
 * replay of the whole ledger with it added, for a part of the bills, all of them and more, shares per loan
 * and pay-offs. The books it copied stay as they were.
 */
function checkPreviews(s: SessionDriver) {
  const credit = s.state().credit;
  const nowTs = toTimestamp(s.now());
  const book = buildBook(credit, nowTs);
  const before = JSON.stringify(figuresOf(book));
  const refs = book.loans.map((lb) => lb.loan.refNbr);
  const asks: Array<Pick<Repayment, 'txnCode' | 'amount' | 'loans'>> = [
    { txnCode: 'BillRepay', amount: 1, loans: [] },
    { txnCode: 'BillRepay', amount: 250_000, loans: [] },
    { txnCode: 'BillRepay', amount: 90_000_000, loans: [] },
    {
      txnCode: 'BillRepay',
      amount: 40_000,
      loans: refs.slice(0, 2).map((refNbr) => ({ refNbr, amount: 20_000 })),
    },
    {
      txnCode: 'BillRepay',
      amount: 30_000,
      loans: refs.slice(-1).map((refNbr) => ({ refNbr, amount: null })),
    },
    {
      txnCode: 'IOURepay',
      amount: 90_000_000,
      loans: refs.slice(0, 1).map((refNbr) => ({ refNbr, amount: null })),
    },
  ];
  for (const ask of asks) {
    const repayment: Repayment = {
      ...ask,
      refNbr: `RP99999999${String(credit.seq).padStart(6, '0')}`,
      txnId: 'TX',
      bizSeqNo: 'BS',
      merBizNo: 'preview',
      repayType: 'VA',
      time: nowTs,
      status: 'S',
      outcome: 'S',
      preview: [],
      subType: '',
    };
    const replayed = buildBook({ ...credit, repayments: [...credit.repayments, repayment] }, nowTs);
    expect(figuresOf(bookedWith(book, repayment))).toEqual(figuresOf(replayed));
  }
  expect(JSON.stringify(figuresOf(book))).toBe(before);
}

describe('credit figures stay consistent', () => {
  it(
    'through random withdrawals, purchases, repayments, pay-offs and days passing',
    { timeout: 60_000 },
    () => {
      let run = 0;
      const done = { repay: 0, cash: 0, buy: 0, payoff: 0, overdue: 0 };
      fc.assert(
        fc.property(
          fc.array(action, { minLength: 3, maxLength: 14 }),
          fc.integer({ min: 0, max: 15 }),
          (actions, due) => {
            run += 1;
            const s = bankDriver().session('apply.can-apply', {
              id: 'i',
              seed: inApp((state, f) => presets.dueInDays(state, f, due)),
              polls: {},
              fakerSeed: run,
            });
            s.state().wallet.balance = '100000000';
            // No automatic debit in these runs (it would pay every due date from this balance, so no
            // sequence would reach an overdue state); credit-auto-debit.test.ts covers it.
            s.state().credit.autoPayFrom = '99991231000000';
            let seq = 0;
            for (const step of actions) {
              seq += 1;
              if (step.kind === 'advance') s.advanceDays(step.days);
              if (step.kind === 'repay') {
                const due = n(s.call('creditPersonalCenter', {}).data!.BILL_BAL_AMT);
                if (due > 0) {
                  const amount = Math.max(1, Math.floor((due * step.share) / 100));
                  const before = due;
                  const asked = s.call('creditApplyRepay', {
                    TXN_CODE: 'BillRepay',
                    session: step.card ? s.repaySession() : `r${seq}`,
                    REPAY_TYPE: step.card ? 'BANK_CARD' : 'VA',
                    TOT_AMOUNT: String(amount),
                    LOAN_LIST: [],
                  });
                  // By virtual account the money moves when the transfer arrives.
                  if (asked.data && !step.card) s.transfer(amount);
                  const paid = asked.data
                    ? s.call('creditRepayResult', {
                        ORI_BIZ_SEQ_NO: asked.data.BIZ_SEQ_NO,
                        ORI_MER_BIZ_NO: '',
                      })
                    : asked;
                  if (paid.data?.REPAY_STATUS === 'S') {
                    done.repay += 1;
                    expect(paid.data.LOAN_LIST.reduce((s, l) => s + n(l.LOAN_AMT), 0)).toBe(amount);
                    expect(n(s.call('creditPersonalCenter', {}).data!.BILL_BAL_AMT)).toBe(before - amount);
                  }
                }
              }
              if (step.kind === 'cash') {
                const amount = String(step.hundredThousands * 100_000);
                const tried = s.call('creditTryLoan', { LOAN_INIT_PRIN: amount }).data;
                const option = tried?.LOAN_LIST[step.termIndex];
                if (option) {
                  const applied = s.call('creditApplyLoan', {
                    LOAN_INIT_PRIN: amount,
                    LOAN_TERM: TERMS[step.termIndex],
                    INEREST_RATE: option.INT_RATE,
                    FEE_AMT: option.UPFRONT_ADMIN_FEE,
                    SESSION: s.pinSession(),
                  });
                  if (applied.data?.STATUS === 'S') done.cash += 1;
                }
              }
              if (step.kind === 'buy') {
                const amount = String(step.thousands * 1000);
                const bought = s.call('unionPay', {
                  totalAmt: amount,
                  pointsAmt: '0',
                  pointsCashValue: '0',
                  balanceAmt: '0',
                  paylaterAmt: amount,
                  loanTerm: TERMS[step.termIndex],
                  channelId: 'QR1',
                  orderNo: `o${seq}`,
                  goodsList: [],
                });
                if (bought.data?.code === 'S') done.buy += 1;
              }
              if (step.kind === 'payoff') {
                const loans = s.call('creditRepayInfo', {}).data!.LOAN_LIST;
                const loan = loans[step.pick % Math.max(1, loans.length)];
                if (loan) {
                  const quote = s.call('creditPayOffInfo', { REF_NBR_LIST: [loan.REF_NBR] }).data!
                    .LOAN_LIST[0]!;
                  if (quote.IS_CAN_PAID_OUT === 'Y') {
                    const paid = s.call('creditApplyRepay', {
                      TXN_CODE: 'IOURepay',
                      session: s.repaySession(),
                      REPAY_TYPE: 'BANK_CARD',
                      TOT_AMOUNT: quote.LOAN_PAID_OUT_AMT,
                      LOAN_LIST: [{ REF_NBR: loan.REF_NBR }],
                    });
                    expect(paid.data?.REPAY_STATUS).toBe('S');
                    done.payoff += 1;
                    const receipt = s.call('creditLoanReceipt', { REF_NBR_LIST: [loan.REF_NBR] }).data!
                      .LOAN_LIST[0]!;
                    expect(receipt.LOAN_STATUS).toBe('C');
                  }
                }
              }
              checkInvariants(s);
              checkPreviews(s);
              if (s.call('creditPersonalCenter', {}).data!.ACCT_STMT_STATUS === 'O') done.overdue += 1;
            }
          },
        ),
        { numRuns: 20, seed: 2026 },
      );
      // The sequences did reach every kind of move, and overdue states.
      for (const count of Object.values(done)) expect(count).toBeGreaterThan(3);
    },
  );
});
