import type { CodeName, Lang } from '../../../contracts';
import { standingHomeState, type StandingState } from '../../../contracts/entities/credit-home';
import type { BankState } from '../../model/bank-state';
import { APPROVED_PAYLATER_STATUS } from '../../model/credit-open';
import type { CreditAccount, CreditState, Equity, LoanEquity, Repayment } from '../../model/credit';
import { rateBp, rateText } from '../../model/credit-schedule';
import {
  isTermOverdue,
  partBalance,
  termPenaltyBalance,
  termPenaltyPaid,
  termBalance,
  type Book,
  type LoanBook,
  type TermBook,
} from '../../model/credit-statements';
import { isLoanCleared } from '../../model/credit-ledger';
import { booksAt } from './credit-book-cache';
import type { BankContext } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { accountStandingOf, blockClassOf, hasOverdue, type AccountStanding } from './credit-rules';
import { maskCard } from '../common/masking';
import { equityTexts } from './credit-equity-texts';
import { yn } from '../common/answer-parts';
import { dateOfDayNumber, toTimestamp } from '../../../contracts/dates';

/** Shapes shared by the credit handlers: the account guard, the books at the clock, wire formatting. */

export const amt = (n: number): string => String(Math.trunc(n));

export interface CreditCtx {
  credit: CreditState;
  account: CreditAccount;
  book: Book;
  nowTs: string;
  today: number;
}

/**
 * The standing of the customer whose books creditOf built, so a borrowing handler that only passes the
 * books to borrowRefusal still refuses a frozen, locked or risky account.
 */
const standingOfBook = new WeakMap<Book, AccountStanding>();

/**
 * Repayments in the app stop once the line's lifecycle ended (section 4): a closed line owes nothing, and
 * a deactivated one settles with the bank outside the app (docs/decisions/0034).
 */
export function refuseEndedLine(account: CreditAccount): void {
  if (account.lifecycle === 'closed') throw new BankError('CREDIT_ACCOUNT_CLOSED');
  if (account.lifecycle === 'deactivated') throw new BankError('CREDIT_ACCOUNT_DEACTIVATED');
}

/**
 * payLaterStatus, a gate of section 6 (decision 0079): a line is borrowed on only while the bank reports
 * the Pay Later account open (APPROVED_PAYLATER_STATUS, the spec's mock T216). Another status on a line
 * (the bank closed Pay Later for the customer) refuses Instant Cash and Pay Later at checkout as not open.
 */
export function payLaterStatusClosed(state: Pick<BankState, 'credit' | 'paylater'>): boolean {
  return !!state.credit.account && state.paylater.status !== APPROVED_PAYLATER_STATUS;
}

export function refusePayLaterStatusClosed(state: Pick<BankState, 'credit' | 'paylater'>): void {
  if (payLaterStatusClosed(state)) throw new BankError('PAY_LATER_NOT_OPEN');
}

/** Ends a waiting virtual-account repayment without moving money (lapsed, or replaced by a newer one). */
export function endAwaiting(repayment: Repayment, failCode: CodeName) {
  delete repayment.awaitsTransferUntil;
  repayment.status = 'F';
  repayment.outcome = 'F';
  repayment.failCode = failCode;
}

/** Virtual-account repayments whose transfer did not come within REPAY_VA_TTL_HOURS lapse (the bank's clock). */
export function lapseAwaitingTransfers(credit: CreditState, nowTs: string): number {
  let lapsed = 0;
  for (const r of credit.repayments) {
    if (r.awaitsTransferUntil && r.awaitsTransferUntil < nowTs) {
      endAwaiting(r, 'CREDIT_REPAY_VA_EXPIRED');
      lapsed += 1;
    }
  }
  return lapsed;
}

/** The credit line of the caller and its books at the session clock; CREDIT_NO_ACCOUNT without one. */
export function creditOf(ctx: BankContext): CreditCtx {
  const credit = ctx.state.credit;
  const account = credit.account;
  if (!account) throw new BankError('CREDIT_NO_ACCOUNT');
  const nowTs = toTimestamp(ctx.now);
  // A lapse changes the stored facts: say so, so the store writes the session.
  if (lapseAwaitingTransfers(credit, nowTs)) ctx.note('va-repayment-lapsed', 'credit.repayments lapsed');
  const book = booksAt(credit, nowTs);
  standingOfBook.set(book, accountStandingOf(ctx.state, nowTs));
  return { credit, account, book, nowTs, today: book.today };
}

export function maskedCardNo(account: CreditAccount): string {
  return maskCard(account.cardNo);
}

const STANDING_REFUSAL: Record<StandingState, CodeName> = {
  'account-deactivated': 'CREDIT_ACCOUNT_DEACTIVATED',
  'account-closed': 'CREDIT_ACCOUNT_CLOSED',
  'account-frozen': 'CREDIT_ACCOUNT_FROZEN',
  'account-locked': 'CREDIT_ACCOUNT_TEMPORARILY_LOCKED',
  'security-risk': 'CREDIT_SECURITY_RISK',
};

/**
 * Pay Later and Instant Cash are refused for a frozen, temporarily locked or security-risk account, for
 * loss and locked block codes (partially locked: Instant Cash only) and while overdue (sections 4, 6, 8).
 * Repayments are always accepted. The standing comes from `state` when given, else from creditOf's books.
 */
export function borrowRefusal(book: Book, kind: 'CASH' | 'PAYLATER', state?: BankState): CodeName | null {
  const standing = state ? accountStandingOf(state, book.nowTs) : standingOfBook.get(book);
  const blocked = standing && standingHomeState(standing.status, standing.riskCode);
  if (blocked) return STANDING_REFUSAL[blocked];
  const block = blockClassOf(book.account.blockCode);
  if (block === 'loss') return 'CREDIT_ACCOUNT_LOSS';
  if (block === 'locked') return 'CREDIT_ACCOUNT_LOCKED';
  if (block === 'partial' && kind === 'CASH') return 'CREDIT_ACCOUNT_PARTIALLY_LOCKED';
  if (hasOverdue(book)) return 'CREDIT_OVERDUE';
  return null;
}

/** Loan status: R refunded, C cleared, O overdue, S active. */
export function loanStatusOf(book: Book, lb: LoanBook): 'S' | 'O' | 'C' | 'R' {
  if (lb.refunded) return 'R';
  if (isLoanCleared(book, lb)) return 'C';
  if (lb.terms.some((t) => isTermOverdue(book, t))) return 'O';
  return 'S';
}

export function termPaidOff(book: Book, t: TermBook): boolean {
  return t.settledEarly || termBalance(book, t) === 0;
}

/** The day a loan stopped owing anything ('' while it owes). */
export function paidOutDay(book: Book, lb: LoanBook): string {
  if (lb.closedDay !== null) return dateOfDayNumber(lb.closedDay);
  if (!isLoanCleared(book, lb)) return '';
  const last = Math.max(...lb.terms.flatMap((t) => t.log.map((c) => c.day)), lb.loanDay);
  return dateOfDayNumber(last);
}

export function scheduleItemsOf(book: Book, lb: LoanBook) {
  return lb.terms.map((t) => {
    const billed = (part: 'prin' | 'int' | 'fee' | 'mfee') => t.due[part] - t.waived[part];
    const total = billed('prin') + billed('int') + billed('fee') + billed('mfee');
    return {
      TERM: String(t.term),
      PRIN_AMT: amt(billed('prin')),
      INT_AMT: amt(billed('int')),
      FEE_AMT: amt(billed('fee') + billed('mfee')),
      TOTAL_AMT: amt(total),
      IS_PAID: yn(termPaidOff(book, t)),
      PAID_PRIN_AMT: amt(t.paid.prin),
      PAID_INT_AMT: amt(t.paid.int),
      PAID_FEE_AMT: amt(t.paid.fee + t.paid.mfee),
      PAID_PENALTY_AMT: amt(termPenaltyPaid(book, t)),
      BAL_PRIN_AMT: amt(partBalance(t, 'prin')),
      BAL_INT_AMT: amt(partBalance(t, 'int')),
      BAL_FEE_AMT: amt(partBalance(t, 'fee') + partBalance(t, 'mfee')),
      BAL_PENALTY_AMT: amt(termPenaltyBalance(book, t)),
      PMT_DUE_DATE: dateOfDayNumber(t.dueDay),
      STMT_DATE: dateOfDayNumber(t.billDay),
      IS_SETTLED_EARLY: yn(t.settledEarly),
    };
  });
}

/** A loan receipt: terms, statuses, dates, coupon and schedule. */
export function receiptLoanOf(credit: CreditState, book: Book, lb: LoanBook, lang: Lang) {
  const loan = lb.loan;
  const live = lb.terms.filter((t) => !t.settledEarly);
  const billed = live.filter((t) => t.billDay <= book.today);
  const next = live.find((t) => termBalance(book, t) > 0);
  const equity = loan.equity ? credit.equities.find((e) => e.equityNo === loan.equity!.equityNo) : undefined;
  const discount = lb.terms.reduce((sum, t) => sum + t.plan.intDiscount, 0);
  return {
    LOAN_INIT_PRIN: amt(loan.principal),
    LOAN_REAL_AMT: amt(loan.feeBilled ? loan.principal : loan.principal - loan.upfrontFee),
    CURR_TERM: String(billed.length),
    PAID_TERM: String(lb.terms.filter((t) => termPaidOff(book, t)).length),
    ORIG_TOTAL_TERM: String(loan.terms),
    CURR_TOTAL_TERM: String(live.length),
    MONTH_LOAN_TERM_AMT: amt(lb.terms.at(-1)!.plan.amount),
    UPFRONT_ADMIN_FEE: amt(loan.upfrontFee),
    LOAN_STATUS: loanStatusOf(book, lb),
    REF_NBR: loan.refNbr,
    TRANSACTION_TYPE: loan.txnType,
    MERCHANT_NAME: loan.merchantName,
    INT_RATE: rateText(loan.intRate),
    LOAN_DATE: dateOfDayNumber(lb.loanDay),
    LOAN_TIME: loan.loanTime,
    FIRST_PMT_DATE: dateOfDayNumber(lb.terms[0]!.dueDay),
    NEXT_PMT_DATE: next ? dateOfDayNumber(next.dueDay) : '',
    LAST_PMT_DATE: dateOfDayNumber(lb.terms.at(-1)!.dueDay),
    PAID_OUT_DATE: paidOutDay(book, lb),
    EQUITY_NO: loan.equity?.equityNo ?? '',
    EQUITY_TYPE: loan.equity?.equityType ?? ('' as const),
    EQUITY_NAME: equity ? equityTexts(equity, lang).equityName : '',
    EQUITY_DISCOUNT_AMT: amt(discount),
    SCHEDULE_LIST: scheduleItemsOf(book, lb),
  };
}

// ---------------------------------------------------------------- coupons

export type EquityStatus = '0' | '1' | '4';

/** 0 available, 1 used, 4 expired: from the use date and the expiry date against the session clock. */
export function equityStatusOf(equity: Equity, todayYmd: string): EquityStatus {
  if (equity.useDate) return '1';
  if (equity.expireDate < todayYmd || equity.claimDate > todayYmd) return '4';
  return '0';
}

export function loanEquityOf(equity: Equity): LoanEquity {
  const value =
    equity.equityType === 'INT_R' ? rateBp(equity.equityValue) : Math.floor(Number(equity.equityValue));
  return {
    equityNo: equity.equityNo,
    equityType: equity.equityType,
    value: Number.isFinite(value) ? value : 0,
    cap: equity.useUpperAmt,
  };
}

/** Whether a coupon applies to a principal and term of a product now. */
export function equityApplies(
  equity: Equity,
  todayYmd: string,
  scenario: Equity['equityScenario'],
  principal: number,
  term: number,
): boolean {
  if (equityStatusOf(equity, todayYmd) !== '0' || equity.equityScenario !== scenario) return false;
  if (equity.useLowerAmt >= 0 && principal < equity.useLowerAmt) return false;
  return equity.usePlanTerm === '-1' || equity.usePlanTerm.split(',').map(Number).includes(term);
}

/** The coupon of a request: CREDIT_EQUITY_UNAVAILABLE when unknown or not usable for the product and amount. */
export function requestedEquity(
  credit: CreditState,
  equityNo: string | undefined,
  todayYmd: string,
  scenario: Equity['equityScenario'],
  principal: number,
): Equity | null {
  if (!equityNo) return null;
  const equity = credit.equities.find((e) => e.equityNo === equityNo);
  if (
    !equity ||
    equityStatusOf(equity, todayYmd) !== '0' ||
    equity.equityScenario !== scenario ||
    (equity.useLowerAmt >= 0 && principal < equity.useLowerAmt)
  ) {
    throw new BankError('CREDIT_EQUITY_UNAVAILABLE', { equityNo });
  }
  return equity;
}

/** Polled calls: one "processing" answer per remaining poll of the scenario, then the final one. */
export function takePoll(ctx: BankContext, key: string): boolean {
  const left = ctx.session.polls[key] ?? 0;
  if (left <= 0) return false;
  ctx.session.polls[key] = left - 1;
  ctx.note(`poll:${key}`, `polls.${key}=${left - 1}`);
  return true;
}

export function pollsPending(ctx: BankContext, key: string): boolean {
  return (ctx.session.polls[key] ?? 0) > 0;
}
