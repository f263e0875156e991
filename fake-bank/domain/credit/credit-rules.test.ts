import { describe, expect, it } from 'vitest';
import { emptyCreditState, type CreditAccount, type CreditState, type Loan } from '../../model/credit';
import { DEFAULT_PLANS } from '../../model/credit';
import {
  dueDateOf,
  firstStmtAfter,
  mulDivRound,
  pctOf,
  rateBp,
  rateText,
  scheduleOf,
} from '../../model/credit-schedule';
import { splitByWeights } from '../../model/credit-statements';
import { payoffQuote } from '../../model/credit-payoff';
import {
  availableCash,
  availableLimit,
  buildBook,
  loanBookOf,
  newLoanRecord,
} from '../../model/credit-ledger';
import {
  accountStmtStatus,
  accountUseStatus,
  blockClassOf,
  cashStateOf,
  currentStatement,
  currentStmtStatus,
  daysToDue,
  homeStateOf,
  lateFee,
  overdueDays,
  overdueTimes,
  statementOf,
  statementStatus,
  totalBilledDue,
  totalPenaltyBalance,
} from './credit-rules';
import { dateOfDayNumber, dayNumberInMonth, dayNumberOf } from '../../../contracts/dates';

const ACCOUNT: CreditAccount = {
  appAcctNo: '8801000000000001',
  cardNo: '5890120000000001',
  productCd: 'PLCL01',
  appType: 'PAYLATER',
  creditLimit: 10_000_000,
  cashLimitRate: 5000,
  lateFeeRate: 10,
  blockCode: '',
  setupDate: '20260101',
  createTime: '20260101090000',
  stmtDay: 5,
  dueDay: 20,
  plans: DEFAULT_PLANS,
};

function slice(account: Partial<CreditAccount> = {}): CreditState {
  return {
    ...emptyCreditState('2026-01-01T10:00:00+07:00'),
    account: { ...structuredClone(ACCOUNT), ...account },
  };
}

function addLoan(
  state: CreditState,
  kind: Loan['kind'],
  principal: number,
  terms: number,
  time: string,
): Loan {
  const loan = newLoanRecord(state, state.account!, {
    kind,
    principal,
    terms,
    time,
    merchantName: kind === 'CASH' ? 'Instant Cash' : 'Toko Uji',
  });
  state.loans.push(loan);
  return loan;
}

function repay(
  state: CreditState,
  amount: number,
  time: string,
  extra: Partial<CreditState['repayments'][number]> = {},
) {
  state.repayments.push({
    refNbr: `RP${time}`,
    txnId: `TX${time}`,
    bizSeqNo: `BS${time}`,
    merBizNo: `SS${time}`,
    txnCode: 'BillRepay',
    repayType: 'VA',
    amount,
    time,
    status: 'S',
    outcome: 'S',
    loans: [],
    preview: [],
    subType: '',
    ...extra,
  });
}

const at = (state: CreditState, ymd: string, hms = '100000') => buildBook(state, ymd + hms);
const day = (ymd: string) => dayNumberOf(ymd);

describe('money arithmetic', () => {
  it('rounds half up, exactly, even past 2^53', () => {
    expect(pctOf(50, 100)).toBe(1); // 1 % of 50 = 0.5 -> 1
    expect(pctOf(49, 100)).toBe(0);
    expect(pctOf(123_457, 195)).toBe(2407); // 2407.41
    expect(pctOf(123_457, 200)).toBe(2469); // 2469.14
    expect(mulDivRound(100_000_000_000, 90_000_000, 1_000)).toBe(9_000_000_000_000_000);
    expect(rateText(195)).toBe('1.95');
    expect(rateText(5)).toBe('0.05');
    expect(rateText(5000)).toBe('50.00');
    expect(rateBp('1.95')).toBe(195);
    expect(rateBp('2')).toBe(200);
    expect(rateBp('0.5')).toBe(50);
    expect(rateBp('x')).toBeNaN();
  });

  it('splits an amount by weights in whole rupiah that add up exactly', () => {
    expect(splitByWeights(100, [1, 1, 1])).toEqual([33, 34, 33]);
    expect(splitByWeights(10, [0, 0])).toEqual([10, 0]);
    const parts = splitByWeights(62_930, [3, 7, 11, 13]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(62_930);
  });
});

describe('statement calendar', () => {
  it('prints on a fixed day each month and falls due on a fixed day after it', () => {
    const first = firstStmtAfter(ACCOUNT, day('20260110'));
    expect(dateOfDayNumber(first)).toBe('20260205');
    expect(dateOfDayNumber(dueDateOf(ACCOUNT, first))).toBe('20260220');
    // A loan made on a print date goes to the next statement.
    expect(dateOfDayNumber(firstStmtAfter(ACCOUNT, day('20260205')))).toBe('20260305');
  });

  it('clamps days past the end of a month', () => {
    const cal = { stmtDay: 31, dueDay: 15 };
    expect(dateOfDayNumber(dayNumberInMonth(2026, 2, 31))).toBe('20260228');
    expect(dateOfDayNumber(firstStmtAfter(cal, day('20260210')))).toBe('20260228');
    expect(dateOfDayNumber(dueDateOf(cal, day('20260228')))).toBe('20260315');
    expect(dateOfDayNumber(dayNumberInMonth(2026, 13, 5))).toBe('20270105');
  });
});

describe('schedules', () => {
  const base = {
    intRate: 195,
    monthFeeRate: 200,
    upfrontFee: 0,
    feeBilled: false,
    loanDay: day('20260110'),
    equity: null,
  };

  it('splits the principal equally with the remainder on the last term; flat interest and monthly fee', () => {
    const s = scheduleOf({ ...base, principal: 1_000_000, terms: 3 }, ACCOUNT);
    expect(s.map((t) => t.prin)).toEqual([333_333, 333_333, 333_334]);
    expect(s.map((t) => t.int)).toEqual([19_500, 19_500, 19_500]);
    expect(s.map((t) => t.mfee)).toEqual([20_000, 20_000, 20_000]);
    expect(s.map((t) => dateOfDayNumber(t.billDay))).toEqual(['20260205', '20260305', '20260405']);
    expect(s.map((t) => dateOfDayNumber(t.dueDay))).toEqual(['20260220', '20260320', '20260420']);
    expect(s.reduce((a, t) => a + t.amount, 0)).toBe(1_000_000 + 3 * 19_500 + 3 * 20_000);
  });

  it('bills a Pay Later upfront fee with term 1', () => {
    const s = scheduleOf(
      { ...base, principal: 600_000, terms: 3, upfrontFee: 18_000, feeBilled: true },
      ACCOUNT,
    );
    expect(s.map((t) => t.fee)).toEqual([18_000, 0, 0]);
  });

  it('applies coupons: percent off with a cap, interest-free terms, a rate cut', () => {
    const percent = scheduleOf(
      {
        ...base,
        principal: 1_000_000,
        terms: 3,
        equity: { equityNo: 'E1', equityType: 'INT_TIC_P', value: 50, cap: 25_000 },
      },
      ACCOUNT,
    );
    expect(percent.map((t) => t.intDiscount)).toEqual([9_750, 9_750, 5_500]);
    const free = scheduleOf(
      {
        ...base,
        principal: 1_000_000,
        terms: 3,
        equity: { equityNo: 'E2', equityType: 'INT_TIC_T', value: 1, cap: -1 },
      },
      ACCOUNT,
    );
    expect(free.map((t) => t.int)).toEqual([0, 19_500, 19_500]);
    const cut = scheduleOf(
      {
        ...base,
        principal: 1_000_000,
        terms: 3,
        equity: { equityNo: 'E3', equityType: 'INT_R', value: 50, cap: -1 },
      },
      ACCOUNT,
    );
    expect(cut.map((t) => t.int)).toEqual([14_500, 14_500, 14_500]);
  });
});

describe('statement status, days to due and late fee follow the clock', () => {
  // A one-term Pay Later purchase of Rp 1.000.000 on 10 January: printed 5 February, due 20 February.
  const state = slice();
  addLoan(state, 'PAYLATER', 1_000_000, 1, '20260110120000');

  it('is upcoming (U) before the print date, with no bill on the current statement', () => {
    const book = at(state, '20260201');
    expect(statementOf(book, day('20260205')).status).toBe('U');
    expect(currentStmtStatus(book)).toBe('U');
    expect(accountUseStatus(book)).toBe('N');
    expect(homeStateOf(book)).toBe('no-bill');
  });

  it('is in due (N) from the print date, with days to due counting down to 0 on the due date', () => {
    const printed = at(state, '20260205');
    expect(currentStmtStatus(printed)).toBe('N');
    expect(accountUseStatus(printed)).toBe('H');
    expect(daysToDue(currentStatement(printed)!.dueDate, printed.today)).toBe(15);
    expect(homeStateOf(printed)).toBe('bill-ready');
    // A week before the due date the bill reads "due in N days".
    expect(homeStateOf(at(state, '20260212'))).toBe('bill-ready');
    expect(homeStateOf(at(state, '20260213'))).toBe('due-in-days');
    const dueDay = at(state, '20260220', '235959');
    expect(daysToDue(currentStatement(dueDay)!.dueDate, dueDay.today)).toBe(0);
    expect(homeStateOf(dueDay)).toBe('due-today');
    expect(totalPenaltyBalance(dueDay)).toBe(0);
  });

  it('is overdue (O) the day after, with the late fee counted from the day after the print date', () => {
    const book = at(state, '20260221');
    const stmt = currentStatement(book)!;
    expect(stmt.status).toBe('O');
    expect(accountStmtStatus(book)).toBe('O');
    expect(overdueDays(book)).toBe(1);
    expect(overdueTimes(book)).toBe(1);
    // 1.000.000 x 0.10 % x 16 days (6 to 21 February).
    expect(stmt.penaltyAccrued).toBe(16_000);
    expect(stmt.penaltyAccrued).toBe(lateFee(1_000_000, 10, stmt.stmtDate, stmt.dueDate, book.today));
    expect(totalBilledDue(book)).toBe(1_016_000);
    expect(homeStateOf(book)).toBe('overdue');
    expect(cashStateOf(book)).toBe('REPAY_FIRST');
  });

  it('moves one day: overdue days + 1, late fee + one day fee', () => {
    for (const [ymd, days, fee] of [
      ['20260222', 2, 17_000],
      ['20260223', 3, 18_000],
      ['20260320', 28, 43_000],
    ] as const) {
      const book = at(state, ymd);
      expect(overdueDays(book)).toBe(days);
      expect(totalPenaltyBalance(book)).toBe(fee);
    }
  });

  it('a part payment meets the late fee first, and lowers the fee from the next day', () => {
    const paid = structuredClone(state);
    repay(paid, 500_000, '20260222120000');
    const sameDay = at(paid, '20260222', '130000');
    expect(totalPenaltyBalance(sameDay)).toBe(0);
    expect(totalBilledDue(sameDay)).toBe(1_017_000 - 500_000);
    const next = at(paid, '20260223');
    // 17 days on 1.000.000 and then one day on the 517.000 left.
    expect(currentStatement(next)!.penaltyAccrued).toBe(17_000 + 517);
    expect(totalPenaltyBalance(next)).toBe(517);
    expect(overdueDays(next)).toBe(3);
  });

  it('paid on time: cleaned (F), no late fee ever, no overdue time', () => {
    const onTime = structuredClone(state);
    repay(onTime, 1_000_000, '20260219090000');
    const later = at(onTime, '20260301');
    expect(currentStmtStatus(later)).toBe('F');
    expect(totalPenaltyBalance(later)).toBe(0);
    expect(overdueTimes(later)).toBe(0);
    expect(homeStateOf(later)).toBe('repaid');
  });

  it('paid late in full: cleaned, no statement overdue any more, and the home shows repaid', () => {
    const late = structuredClone(state);
    repay(late, 1_018_000, '20260223090000');
    const book = at(late, '20260301');
    expect(currentStmtStatus(book)).toBe('F');
    expect(statementOf(book, day('20260205')).wasOverdue).toBe(true);
    // Issue 38: OVERDUE_TIMES counts the times ever overdue, so H with times above 0 and nothing overdue now.
    expect(overdueTimes(book)).toBe(1);
    expect(overdueDays(book)).toBe(0);
    expect(statementOf(book, day('20260205')).penaltyPaid).toBe(18_000);
    expect(homeStateOf(book)).toBe('repaid');
  });

  it('a customer who once paid late reads the next bill as in due, not overdue', () => {
    const late = structuredClone(state);
    repay(late, 1_018_000, '20260223090000');
    addLoan(late, 'PAYLATER', 400_000, 1, '20260301120000');
    const book = at(late, '20260310');
    expect(currentStmtStatus(book)).toBe('N');
    expect(overdueTimes(book)).toBe(1);
    expect(homeStateOf(book)).toBe('bill-ready');
    expect(homeStateOf(at(late, '20260315'))).toBe('due-in-days');
    expect(homeStateOf(at(late, '20260320'))).toBe('due-today');
    const overdueAgain = at(late, '20260321');
    expect(overdueTimes(overdueAgain)).toBe(2);
    expect(homeStateOf(overdueAgain)).toBe('overdue');
  });

  it('counts every statement ever overdue in OVERDUE_TIMES, and days from the oldest due date', () => {
    const twice = structuredClone(state);
    addLoan(twice, 'PAYLATER', 300_000, 1, '20260215120000');
    const book = at(twice, '20260325');
    expect(overdueTimes(book)).toBe(2);
    expect(overdueDays(book)).toBe(33);
  });

  it('statementStatus of the spec: none, U, N, F, O', () => {
    const terms = [{}] as never[];
    expect(statementStatus({ printed: true, terms: [], balance: 0, dueDate: 10 }, 5)).toBe('');
    expect(statementStatus({ printed: false, terms, balance: 5, dueDate: 10 }, 5)).toBe('U');
    expect(statementStatus({ printed: true, terms, balance: 5, dueDate: 10 }, 10)).toBe('N');
    expect(statementStatus({ printed: true, terms, balance: 0, dueDate: 10 }, 12)).toBe('F');
    expect(statementStatus({ printed: true, terms, balance: 5, dueDate: 10 }, 11)).toBe('O');
  });
});

describe('block codes', () => {
  it('maps R, S to loss; F, n, B to locked; A, Z to partially locked', () => {
    expect(['R', 'S'].map(blockClassOf)).toEqual(['loss', 'loss']);
    expect(['F', 'n', 'B'].map(blockClassOf)).toEqual(['locked', 'locked', 'locked']);
    expect(['A', 'Z'].map(blockClassOf)).toEqual(['partial', 'partial']);
    expect(['', 'N', 'x'].map(blockClassOf)).toEqual(['none', 'none', 'none']);
  });

  it('comes first in the home state: F reads as frozen, n and B as locked', () => {
    const state = slice({ blockCode: 'n' });
    expect(homeStateOf(at(state, '20260201'))).toBe('locked');
    state.account!.blockCode = 'B';
    expect(homeStateOf(at(state, '20260201'))).toBe('locked');
    state.account!.blockCode = 'F';
    expect(homeStateOf(at(state, '20260201'))).toBe('frozen');
    state.account!.blockCode = 'S';
    expect(homeStateOf(at(state, '20260201'))).toBe('loss');
    state.account!.blockCode = 'Z';
    expect(homeStateOf(at(state, '20260201'))).toBe('partially-locked');
  });
});

describe('cash state', () => {
  it('new credit for a line without loans (a 0 % cash rate too), only-pay once it bought but never withdrew', () => {
    expect(cashStateOf(at(slice(), '20260201'))).toBe('NEW_CREDIT');
    expect(accountUseStatus(at(slice(), '20260201'))).toBe('W');
    // Issue 38: section 4 puts new credit first.
    expect(cashStateOf(at(slice({ cashLimitRate: 0 }), '20260201'))).toBe('NEW_CREDIT');
    const bought = slice({ cashLimitRate: 0 });
    addLoan(bought, 'PAYLATER', 100_000, 1, '20260110120000');
    expect(cashStateOf(at(bought, '20260201'))).toBe('ONLY_PAY');
    const withdrew = slice({ cashLimitRate: 0 });
    addLoan(withdrew, 'CASH', 600_000, 3, '20260110120000');
    expect(cashStateOf(at(withdrew, '20260201'))).toBe('NOT_AVAILABLE');
  });

  it('not available below the first plan minimum, available otherwise', () => {
    const low = slice({ creditLimit: 2_000_000, cashLimitRate: 2000 });
    addLoan(low, 'PAYLATER', 100_000, 1, '20260110120000');
    expect(cashStateOf(at(low, '20260201'))).toBe('NOT_AVAILABLE');
    const used = slice({ creditLimit: 2_000_000 });
    addLoan(used, 'CASH', 600_000, 3, '20260110120000');
    const book = at(used, '20260201');
    expect(availableCash(book)).toBe(400_000);
    expect(cashStateOf(book)).toBe('NOT_AVAILABLE');
    const fine = slice();
    addLoan(fine, 'PAYLATER', 100_000, 1, '20260110120000');
    expect(cashStateOf(at(fine, '20260201'))).toBe('AVAILABLE');
  });

  it('limits are held by unpaid principal only', () => {
    const state = slice();
    addLoan(state, 'CASH', 1_200_000, 12, '20260110120000');
    addLoan(state, 'PAYLATER', 300_000, 3, '20260111120000');
    const book = at(state, '20260201');
    expect(availableLimit(book)).toBe(10_000_000 - 1_500_000);
    expect(availableCash(book)).toBe(5_000_000 - 1_200_000);
  });
});

describe('early repayment and refunds', () => {
  it('quotes a pay-off: principal, billed interest and fees, 10 % of the principal instalment', () => {
    const state = slice();
    const loan = addLoan(state, 'CASH', 1_200_000, 12, '20260110120000');
    const book = at(state, '20260210');
    const quote = payoffQuote(book, loanBookOf(book, loan.refNbr)!);
    expect(quote).toEqual({
      prin: 1_200_000,
      int: 23_400,
      mfee: 24_000,
      fee: 0,
      pen: 0,
      violation: 10_000,
      total: 1_257_400,
    });
    state.repayments.push({
      refNbr: 'RP1',
      txnId: 'TX1',
      bizSeqNo: 'BS1',
      merBizNo: 'SS1',
      txnCode: 'IOURepay',
      repayType: 'VA',
      amount: quote.total,
      time: '20260210110000',
      status: 'S',
      outcome: 'S',
      loans: [{ refNbr: loan.refNbr, amount: null }],
      preview: [],
      subType: '',
    });
    const after = at(state, '20260401');
    const lb = loanBookOf(after, loan.refNbr)!;
    expect(lb.closedDay).toBe(day('20260210'));
    expect(lb.terms.filter((t) => t.settledEarly)).toHaveLength(11);
    expect(totalBilledDue(after)).toBe(0);
    expect(availableLimit(after)).toBe(10_000_000);
  });

  it('a full refund cancels the loan; money already paid on it goes to the deposit and pays the next bill', () => {
    const state = slice();
    const refunded = addLoan(state, 'PAYLATER', 300_000, 3, '20260110120000');
    addLoan(state, 'PAYLATER', 200_000, 1, '20260210120000');
    repay(state, 100_000 + 5_850 + 6_000 + 9_000, '20260215090000');
    state.refunds.push({
      refNbr: 'RF1',
      txnId: 'TXRF1',
      bizSeqNo: 'BSRF1',
      loanRef: refunded.refNbr,
      amount: 300_000,
      time: '20260301090000',
      merchantName: 'Toko Uji',
    });
    const before = at(state, '20260304');
    expect(before.deposit).toBe(100_000);
    const after = at(state, '20260305');
    expect(loanBookOf(after, refunded.refNbr)!.refunded).toBe(true);
    // The March statement bills the 200.000 purchase; the deposit pays half of it at once.
    expect(statementOf(after, day('20260305')).billed).toBe(200_000);
    expect(after.deposit).toBe(0);
    expect(totalBilledDue(after)).toBe(100_000);
    expect(after.everDeposit).toBe(true);
  });
});
