import type { Faker } from '@faker-js/faker';
import type { BankState } from '../../../fake-bank/model/bank-state';
import { dayOfTs, lastStmtOnOrBefore, monthOf, shiftStmt } from '../../../fake-bank/model/credit-schedule';
import {
  availableCash,
  buildBook,
  loanBookOf,
  newLoanRecord,
  nextCreditId,
} from '../../../fake-bank/model/credit-ledger';
import { isoToMs, timestampOfDayNumber, toTimestamp } from '../../../contracts/dates';

/** Instant Cash booked in the current cycle by `withCycleActivity` (Rp1.000.000 over 3 months). */
export const CYCLE_CASH_PRINCIPAL = 1_000_000;

/**
 * On top of a preset with a printed statement (billReady, dueInDays...): an Instant Cash and a refund in
 * the cycle the current statement closed (START_DATE to END_DATE), so its bill shows new spending, Instant
 * Cash and a refund side by side. The Instant Cash is booked on the cycle's 4th day (when the calendar month
 * has none yet and the cash limit allows it); the refund gives back 30 % of the cycle's first purchase two
 * days after it, before the print date. The books are replayed by the bank, so the statement bills the
 * Instant Cash's first instalment and the purchase's reduced one.
 */
export function withCycleActivity(state: BankState, faker: Faker): void {
  const credit = state.credit;
  const account = credit.account;
  if (!account) throw new Error('withCycleActivity needs a credit line: call a preset first');
  const nowTs = toTimestamp(isoToMs(credit.asOf));
  const today = dayOfTs(nowTs);
  const print = lastStmtOnOrBefore(account, today);
  const start = shiftStmt(account, print, -1);
  const hour = (h: number) => h * 3600 + faker.number.int({ min: 0, max: 3599 });

  const cashTime = timestampOfDayNumber(start + 3, hour(10));
  const cashMonth = monthOf(start + 3);
  const cashThatMonth = credit.loans.some(
    (l) => l.kind === 'CASH' && l.status === 'S' && monthOf(dayOfTs(l.loanTime)) === cashMonth,
  );
  if (!cashThatMonth && availableCash(buildBook(credit, cashTime)) >= CYCLE_CASH_PRINCIPAL) {
    credit.loans.push(
      newLoanRecord(credit, account, {
        kind: 'CASH',
        principal: CYCLE_CASH_PRINCIPAL,
        terms: 3,
        time: cashTime,
        merchantName: 'Instant Cash',
      }),
    );
  }

  const purchase = credit.loans
    .filter((l) => l.kind === 'PAYLATER' && l.status === 'S')
    .filter((l) => dayOfTs(l.loanTime) >= start && dayOfTs(l.loanTime) + 2 < print)
    .sort((a, b) => a.loanTime.localeCompare(b.loanTime))[0];
  if (!purchase) return;
  const day = dayOfTs(purchase.loanTime) + 2;
  const time = timestampOfDayNumber(day, hour(14));
  if (!loanBookOf(buildBook(credit, time), purchase.refNbr)) return;
  credit.refunds.push({
    refNbr: nextCreditId(credit, 'RF', day),
    txnId: nextCreditId(credit, 'TX', day),
    bizSeqNo: nextCreditId(credit, 'BS', day),
    loanRef: purchase.refNbr,
    amount: Math.max(1000, Math.floor((purchase.principal * 0.3) / 1000) * 1000),
    time,
    merchantName: purchase.merchantName,
  });
}
