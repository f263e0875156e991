import type { Faker } from '@faker-js/faker';
import {
  dateOfDayNumber,
  HOUR_MS,
  isoToMs,
  timestampOfDayNumber,
  timestampToMs,
  toTimestamp,
  toWibIso,
} from '../../contracts/dates';
import type { BankState } from '../../fake-bank/model/bank-state';
import { emptyCreditState, type BlockCode, type CreditAccount } from '../../fake-bank/model/credit';
import { generateCreditLine } from './credit-generate';
import type { CreditLineOptions } from './credit-line-options';
import { APPROVED_PAYLATER_STATUS } from '../../fake-bank/model/credit-open';
import { isIncoming } from '../../fake-bank/model/wallet';
import { advanceFlow, PAYLATER_FLOW } from '../../fake-bank/model/onboarding';
import { dayOfTs, lastStmtOnOrBefore } from '../../fake-bank/model/credit-schedule';
import { payoffQuote } from '../../fake-bank/model/credit-payoff';
import { buildBook, billedDue, nextCreditId } from '../../fake-bank/model/credit-ledger';

/**
 * Put the credit slice into a state of spec section 4, relative to the session clock, from a scenario's
 * seed(state, faker):
 *
 *   seed: (state, faker) => dueInDays(state, faker, 3)
 *
 * | state                                   | call                                                  |
 * | --------------------------------------- | ----------------------------------------------------- |
 * | no credit line (applicant, the default) | noCreditAccount(state)                                |
 * | new credit, W (no loan yet)             | newCredit(state, faker)                               |
 * | no bill, N                              | noBill(state, faker)                                  |
 * | bill ready (in due, due in 10 days)     | billReady(state, faker)                               |
 * | due in N days / due today               | dueInDays(state, faker, n) / dueToday(state, faker)   |
 * | overdue N days, with late fee           | overdue(state, faker, n)                              |
 * | repaid (current statement cleaned)      | repaid(state, faker)                                  |
 * | blocked by a block code                 | blocked(state, faker, 'F') (or setBlockCode(state, c)) |
 * | Instant Cash below the minimum          | cashBelowMinimum(state, faker)                        |
 * | only pay (cash limit 0, no loan yet)    | onlyPay(state, faker)                                 |
 * | Instant Cash already taken this month   | cashTakenThisMonth(state, faker)                      |
 * | a repayment still processing            | repaymentProcessing(state, faker)                     |
 * | anything else                           | withCreditLine(state, faker, options)                 |
 *
 * and the customer's standing on top of one of them (docs/decisions/0008):
 *
 * | account frozen (wallet core account F)  | freezeAccount(state)                                  |
 * | customer account status F or L (mpc)    | setMpcStatus(state, status)                           |
 * | temporarily locked for `hours`          | lockTemporarily(state, hours)                         |
 * | security risk (risk code other than 0)  | flagSecurityRisk(state, code)                         |
 * | permanently deactivated (lifecycle)     | deactivateAccount(state)                              |
 * | closed (lifecycle; rebuilds the slice)  | closedAccount(state, faker)                           |
 * | auto-debit of a due date before start   | autoPayLooksBack(state, days)                         |
 *
 * Each rebuilds the whole slice (a credit line with 12 months of history, generated through the same
 * books the bank reads), so call one of them, then setBlockCode if needed. The statement and due days of
 * the line are chosen so that the clock lands where the state needs it; moving the clock afterwards moves
 * every figure as a bank would (a day later: overdue days + 1, late fee + one day's fee). A person with a
 * credit line is an approved Pay Later customer: the onboarding flow done, the application approved for the
 * line's limit, payLaterStatus APPROVED_PAYLATER_STATUS.
 */

/** Days from the print date to the due date in the presets (the due day is fixed each month). */
export const PRESET_DUE_AFTER_PRINT_DAYS = 15;

function todayOf(state: BankState): number {
  return dayOfTs(toTimestamp(isoToMs(state.credit.asOf)));
}

function dayOfMonth(day: number): number {
  return Number(dateOfDayNumber(day).slice(6, 8));
}

/** A statement calendar whose latest print falls due on `dueDate`. */
function calendarDueOn(dueDate: number): Pick<CreditLineOptions, 'stmtDay' | 'dueDay'> {
  return { stmtDay: dayOfMonth(dueDate - PRESET_DUE_AFTER_PRINT_DAYS), dueDay: dayOfMonth(dueDate) };
}

export { APPROVED_PAYLATER_STATUS } from '../../fake-bank/model/credit-open';

/** A credit line with history (options: limit, cash share, calendar, block code, what is left unpaid...). */
export function withCreditLine(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  state.credit = generateCreditLine(faker, state.credit.asOf, state.customer, options);
  approvedCustomer(state, state.credit.account!);
}

/** The onboarding and Pay Later records of a customer whose application gave this line. */
function approvedCustomer(state: BankState, account: CreditAccount): void {
  const { paylater } = state;
  const app = state.onboarding.application;
  advanceFlow(state.onboarding, PAYLATER_FLOW);
  Object.assign(app, {
    openAcctCaseNo: paylater.openAcctCaseNo,
    bizType: 'PAY_APP',
    appliedAt: isoOfTs(account.createTime),
    refusal: null,
    decision: 'APPROVED',
    creditLimit: String(account.creditLimit),
    rejectReason: null,
    rejectDetail: null,
  });
  paylater.whitelisted = true;
  paylater.status = APPROVED_PAYLATER_STATUS;
  paylater.appNo = app.appNo;
  paylater.preCreditLimit = String(account.creditLimit);
}

/** yyyymmddhhmmss (WIB) as ISO 8601 with the +07:00 offset. */
function isoOfTs(ts: string): string {
  return toWibIso(timestampToMs(ts));
}

/** No credit line: an applicant (the default state). */
export function noCreditAccount(state: BankState): void {
  state.credit = emptyCreditState(state.credit.asOf);
}

/** A line opened days ago without any loan: account use status W, cash state new credit. */
export function newCredit(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  withCreditLine(state, faker, { ...options, activity: 'none' });
}

/** Loans in the past, all paid, nothing billed on the current statement: account use status N. */
export function noBill(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  withCreditLine(state, faker, { ...options, activity: 'quiet' });
}

/** The current statement printed and unpaid, due in `days` (0 to 15) days: H, in due. */
export function dueInDays(
  state: BankState,
  faker: Faker,
  days: number,
  options: CreditLineOptions = {},
): void {
  const n = Math.max(0, Math.min(PRESET_DUE_AFTER_PRINT_DAYS, Math.floor(days)));
  withCreditLine(state, faker, { ...calendarDueOn(todayOf(state) + n), ...options });
}

export function billReady(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  dueInDays(state, faker, 10, options);
}

export function dueToday(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  dueInDays(state, faker, 0, options);
}

/**
 * The statement due `days` days ago (at least 1) is unpaid, and so is anything billed after it:
 * overdue with a late fee, OVERDUE_DAYS = days.
 */
export function overdue(state: BankState, faker: Faker, days = 5, options: CreditLineOptions = {}): void {
  const dueDate = todayOf(state) - Math.max(1, Math.floor(days));
  withCreditLine(state, faker, {
    ...calendarDueOn(dueDate),
    unpaidFromDue: dateOfDayNumber(dueDate),
    ...options,
  });
}

/** The current statement (due in 5 days) already paid in full: cleaned, F. */
export function repaid(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  withCreditLine(state, faker, { ...calendarDueOn(todayOf(state) + 5), payCurrent: true, ...options });
}

/** The bank's block code on the line (R, S loss; F, n, B locked; A, Z partially locked; '' none). */
export function setBlockCode(state: BankState, code: BlockCode): void {
  if (!state.credit.account) throw new Error('setBlockCode needs a credit line: call a preset first');
  state.credit.account.blockCode = code;
}

/** A line with history (bill ready) blocked by `code`. */
export function blocked(
  state: BankState,
  faker: Faker,
  code: BlockCode,
  options: CreditLineOptions = {},
): void {
  billReady(state, faker, { ...options, blockCode: code });
}

/** Cash limit (20 % of Rp2.000.000) below the first plan's minimum of Rp500.000: Instant Cash not available. */
export function cashBelowMinimum(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  withCreditLine(state, faker, { creditLimit: 2_000_000, cashLimitRate: 2000, ...options });
}

/**
 * Cash limit 0, credit available, Pay Later purchases but no Instant Cash ever: the line only pays (cash
 * state only-pay). A line with no loan at all reads new credit first (section 4, decision 0075).
 */
export function onlyPay(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  withCreditLine(state, faker, { ...options, activity: 'quiet', cashLimitRate: 0 });
}

/** An Instant Cash earlier this month: a second one is refused until next month. */
export function cashTakenThisMonth(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  withCreditLine(state, faker, { ...options, cashThisMonth: true });
}

/**
 * Bill ready, and a bill repayment of half of it still processing (made an hour ago): early repayment is
 * refused until it resolves; repay_result answers it (after the scenario's polls, if any).
 */
export function repaymentProcessing(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  billReady(state, faker, options);
  const credit = state.credit;
  const nowTs = toTimestamp(isoToMs(credit.asOf));
  const today = dayOfTs(nowTs);
  const seconds = Number(nowTs.slice(8, 10)) * 3600 + Number(nowTs.slice(10, 12)) * 60;
  const time = timestampOfDayNumber(today, Math.max(0, seconds - 3600));
  const due = billedDue(buildBook(credit, time));
  const amount = Math.max(1, Math.floor(due / 2));
  credit.repayments.push({
    refNbr: nextCreditId(credit, 'RP', today),
    txnId: nextCreditId(credit, 'TX', today),
    bizSeqNo: nextCreditId(credit, 'BS', today),
    merBizNo: nextCreditId(credit, 'SS', today),
    txnCode: 'BillRepay',
    repayType: 'VA',
    amount,
    time,
    status: 'P',
    outcome: 'S',
    loans: [],
    preview: [],
    subType: '',
  });
}

/** The customer's account is frozen by the bank (the wallet's core account F): Pay Later and Instant Cash refused. */
export function freezeAccount(state: BankState): void {
  state.wallet.acctStatus = 'F';
}

/**
 * The bank set the customer (MPC) account's status: F frozen, L temporarily blocked (mpcStatus, section 6;
 * decision 0079). Pay Later and Instant Cash refused as for a frozen or locked account; no clock lifts it.
 */
export function setMpcStatus(state: BankState, status: 'F' | 'L'): void {
  state.customer.mpcStatus = status;
}

/** The bank locked the account for `hours` from the session start; the clock lifts the lock. */
export function lockTemporarily(state: BankState, hours = 24): void {
  const until = isoToMs(state.credit.asOf) + hours * HOUR_MS;
  state.paylater.lockedUntil = isoOfTs(toTimestamp(until));
}

/** A security risk on the account (risk code other than '0'): Pay Later and Instant Cash refused. */
export function flagSecurityRisk(state: BankState, riskCode = '1'): void {
  if (riskCode === '0' || riskCode === '') throw new Error('a security risk needs a risk code other than 0');
  state.paylater.riskCode = riskCode;
}

/**
 * Auto-repayment looks back `days` days before the session start (the bank otherwise debits only due dates
 * the session's clock passes): a due date in that window is debited, or fails, at the session's first call,
 * dated at its moment, as if the clock had just passed it (fake-bank/domain/credit/credit-auto-debit.ts).
 */
export function autoPayLooksBack(state: BankState, days: number): void {
  state.credit.autoPayFrom = timestampOfDayNumber(todayOf(state) - Math.max(0, Math.floor(days)), 0);
}

/** The bank deactivated the line for good (terms lifecycle): no Pay Later, Instant Cash or repayment in the app. */
export function deactivateAccount(state: BankState): void {
  if (!state.credit.account) throw new Error('deactivateAccount needs a credit line: call a preset first');
  state.credit.account.lifecycle = 'deactivated';
}

/**
 * A closed line (terms lifecycle): closure needs a zero balance and every bill settled, so every loan of
 * its history is repaid, nothing is billed or left to bill, and the Allo Pay balance is empty.
 */
export function closedAccount(state: BankState, faker: Faker, options: CreditLineOptions = {}): void {
  noBill(state, faker, options);
  const credit = state.credit;
  // The loans still running were paid off early the day before (the customer settled to close).
  const day = todayOf(state) - 1;
  const time = timestampOfDayNumber(day, 12 * 3600);
  const book = buildBook(credit, time);
  for (const lb of book.loans) {
    const quote = payoffQuote(book, lb, day);
    if (quote.total === 0) continue;
    credit.repayments.push({
      refNbr: nextCreditId(credit, 'RP', day),
      txnId: nextCreditId(credit, 'TX', day),
      bizSeqNo: nextCreditId(credit, 'BS', day),
      merBizNo: nextCreditId(credit, 'SS', day),
      txnCode: 'IOURepay',
      repayType: 'BANK_CARD',
      amount: quote.total,
      time,
      status: 'S',
      outcome: 'S',
      loans: [{ refNbr: lb.loan.refNbr, amount: null }],
      preview: [],
      subType: '',
    });
  }
  credit.account!.lifecycle = 'closed';
  state.wallet.balance = '0';
  // Nothing in flight either: a payment still processing would hold money the empty balance has not.
  for (const order of state.wallet.orders) {
    if (order.status === '1' && !isIncoming(order.category)) order.status = '4';
  }
}

/** The print date of the current statement of the slice's line, YYYYMMDD ('' without a line). */
export function currentPrintDate(state: BankState): string {
  const account = state.credit.account;
  return account ? dateOfDayNumber(lastStmtOnOrBefore(account, todayOf(state))) : '';
}
