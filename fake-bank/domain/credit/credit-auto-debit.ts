import type { BankState } from '../../model/bank-state';
import { AUTO_DEBIT_HOUR } from '../../../contracts/entities/repayment';
import type { CreditAccount, CreditState, Repayment } from '../../model/credit';
import {
  dateOfDayNumber,
  dayNumberOf,
  HOUR_MS,
  isoToMs,
  timestampOfDayNumber,
  timestampToMs,
  toTimestamp,
} from '../../../contracts/dates';
import {
  type Book,
  billedDue,
  bookedWith,
  buildBook,
  dayOfTs,
  dueDateOf,
  firstStmtAfter,
  nextCreditId,
  shiftStmt,
  termOutstanding,
} from '../../model/credit-ledger';
import type { BankContext } from '../../kernel/handler';
import { forgetBooks } from './credit-book-cache';
import { moveWallet, spendableBalance } from './credit-funds';

/**
 * Auto-repayment (spec sections 2 and 4; docs/decisions/0034): on each due date, at AUTO_DEBIT_HOUR WIB,
 * the bank debits everything billed and owed from the Allo Pay balance, as one bill repayment allocated
 * like any other. When the balance is smaller, nothing is taken (no partial debit) and a failed repayment
 * records why; the statement turns overdue the next day with its late fee, as the books already say.
 *
 * The clock only moves a moment, so the bank applies due debits lazily, at the first call after their
 * moment (as virtual-account repayments lapse): each is dated at its moment, so the books and the
 * wallet read as if it had happened then. One look per statement, ever (`autoDebited`), whatever the clock
 * does afterwards: moving it back and forth never debits twice.
 */

/** The hour of the due date (WIB) the debit runs: the customer has the day to pay another way. */
export { AUTO_DEBIT_HOUR };

/** What the balance transactions name as the other side of the debit. */
const COUNTERPARTY = 'Allo Bank Pay Later';

/** yyyymmddhhmmss of the debit of a statement due on `dueDay`. */
export function autoDebitMoment(dueDay: number): string {
  return timestampOfDayNumber(dueDay, (AUTO_DEBIT_HOUR * HOUR_MS) / 1000);
}

/** The first moment the bank debits after: the slice's own, else the session start it was made for. */
function debitsAfter(credit: CreditState): string {
  return credit.autoPayFrom ?? toTimestamp(isoToMs(credit.asOf));
}

/**
 * With nothing billed and owed at a moment: nothing unbilled is owed either and no loan is booked after
 * it up to `nowTs`, so no later statement can bill anything and the debits up to now have nothing to take.
 */
function owesNothingFrom(book: Book, credit: CreditState, moment: string, nowTs: string): boolean {
  if (credit.loans.some((loan) => loan.status === 'S' && loan.loanTime > moment && loan.loanTime <= nowTs)) {
    return false;
  }
  return book.loans.every((lb) => lb.terms.every((t) => t.settledEarly || termOutstanding(t) === 0));
}

/** The debit (or failed debit) of one statement, booked at its moment; 'clear' when nothing is owed at all. */
function attempt(
  state: BankState,
  stmtDay: number,
  moment: string,
  nowTs: string,
): Repayment | null | 'clear' {
  const credit = state.credit;
  const book = buildBook(credit, moment);
  const due = billedDue(book);
  if (due === 0) return owesNothingFrom(book, credit, moment, nowTs) ? 'clear' : null;
  const day = dayOfTs(moment);
  const paid = due <= spendableBalance(state);
  const repayment: Repayment = {
    refNbr: nextCreditId(credit, 'RP', day),
    txnId: nextCreditId(credit, 'TX', day),
    bizSeqNo: nextCreditId(credit, 'BS', day),
    merBizNo: `AUTO${dateOfDayNumber(stmtDay)}`,
    txnCode: 'BillRepay',
    repayType: 'BANK_CARD',
    amount: due,
    time: moment,
    status: paid ? 'S' : 'F',
    outcome: paid ? 'S' : 'F',
    loans: [],
    preview: [],
    subType: '',
    autoFor: dateOfDayNumber(stmtDay),
    ...(paid ? {} : { failCode: 'CREDIT_AUTO_DEBIT_SHORT' }),
  };
  // The allocation it makes (or would have made): booked last at its moment, on the books just read.
  repayment.preview = bookedWith(book, repayment).repaid.get(repayment.refNbr)!.allocations;
  credit.repayments.push(repayment);
  if (paid) {
    moveWallet(state, {
      ref: repayment.refNbr,
      kind: 'balance',
      delta: -due,
      time: moment,
      now: timestampToMs(moment),
      counterparty: COUNTERPARTY,
      orderType: 'REPAY',
    });
  }
  return repayment;
}

/** The statement whose debit the bank looks at next and its moment, found from `from` (see nextLook). */
interface NextLook {
  from: string;
  stmt: number;
  moment: string;
}

const nextLooks = new WeakMap<CreditState, NextLook>();

/**
 * The first statement not looked at yet whose debit comes after `after`, searched no further than `today`.
 * Looks go oldest first, so every statement up to the latest looked at was looked at: the search starts
 * after it (the list keeps only the latest 500 keys; decades of clock moves make more). It is kept per slice
 * while the calendar, the looks and `after` stay, and goes on from where it stopped: a line set up years
 * before its first debit walked every month since on each call.
 */
function nextLook(
  credit: CreditState,
  account: CreditAccount,
  after: string,
  looked: string[],
  today: number,
): NextLook {
  const lastLooked = looked.reduce((max, key) => (key > max ? key : max), '');
  const from = `${after}|${lastLooked}|${account.setupDate}|${account.stmtDay}/${account.dueDay}`;
  let look = nextLooks.get(credit);
  if (look?.from !== from) {
    const stmt = firstStmtAfter(account, dayNumberOf(lastLooked || account.setupDate));
    look = { from, stmt, moment: autoDebitMoment(dueDateOf(account, stmt)) };
    nextLooks.set(credit, look);
  }
  while (look.moment <= after && look.stmt <= today) {
    look.stmt = shiftStmt(account, look.stmt, 1);
    look.moment = autoDebitMoment(dueDateOf(account, look.stmt));
  }
  return look;
}

/**
 * Runs every due debit whose moment passed by `nowTs` and was not looked at yet, oldest first. Returns what
 * it did ('<print date>:S|F|-'), empty when nothing changed. Deactivated and closed lines move no money.
 */
export function applyAutoDebits(state: BankState, nowTs: string): string[] {
  const credit = state.credit;
  const account = credit.account;
  if (!account || account.lifecycle) return [];
  const after = debitsAfter(credit);
  const looked = credit.autoDebited ?? [];
  const done: string[] = [];
  const today = dayOfTs(nowTs);
  const next = nextLook(credit, account, after, looked, today);
  // Every call asks: most find the next debit still ahead (or none after `after` up to today).
  if (next.moment <= after || next.moment > nowTs) return [];
  const keys: string[] = [];
  let clear = false;
  for (let stmt = next.stmt; stmt <= today; stmt = shiftStmt(account, stmt, 1)) {
    const moment = autoDebitMoment(dueDateOf(account, stmt));
    if (moment > nowTs) break;
    const key = dateOfDayNumber(stmt);
    keys.push(key);
    if (clear) continue;
    const repayment = attempt(state, stmt, moment, nowTs);
    clear = repayment === 'clear';
    done.push(`${key}:${repayment && repayment !== 'clear' ? repayment.status : '-'}`);
  }
  // Once nothing is owed at all the later statements take nothing: one line says up to where.
  const last = keys.at(-1);
  if (clear && last && !done.at(-1)?.startsWith(last)) done.push(`…${last}:-`);
  if (keys.length) credit.autoDebited = [...looked, ...keys].slice(-500);
  return done;
}

/** Before any call of the session: the debits due by now, declared as a change when there are any. */
export function settleAutoDebits(ctx: BankContext): void {
  const done = applyAutoDebits(ctx.state, toTimestamp(ctx.now));
  if (!done.length) return;
  forgetBooks(ctx.state.credit);
  ctx.note('auto-debit', `auto-debit ${done.join(' ')}`);
}

/** The debit of a statement (its print day), the latest look of the bank at it; undefined without one. */
export function autoDebitOf(credit: CreditState, stmtDay: number, nowTs: string): Repayment | undefined {
  const key = dateOfDayNumber(stmtDay);
  return credit.repayments.findLast((r) => r.autoFor === key && r.time <= nowTs);
}
