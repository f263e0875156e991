import {
  addMonths,
  dueDateOf,
  firstStmtAfter,
  lastStmtOnOrBefore,
  shiftStmt,
} from '../../fake-bank/model/credit-ledger';

import type { CreditLineOptions } from './credit-line-options';
import { daysOf, monthsBetween, timeOn, yearMonth, type Ctx, type Intent } from './credit-line-context';
import { dayNumberInMonth } from '../../contracts/dates';

const CASH_AMOUNTS = [500_000, 1_000_000, 1_500_000, 2_000_000, 2_500_000];

/**
 * The history a credit line lives through, as intents in no order yet: purchases each month, the refunds,
 * Instant Cash and its early payoff, a failed withdrawal, the checkout's purchases, and the bills paid.
 */
export function planHistory(ctx: Ctx, options: CreditLineOptions, setupDay: number): Intent[] {
  const { faker, account, today } = ctx;
  const activity = options.activity ?? 'history';
  const intents: Intent[] = [];
  const dayIn = (from: number, to: number) => faker.number.int({ min: from, max: Math.max(from, to) });
  const purchase = (day: number, tag?: string, fixedTerms?: number): Intent => {
    const terms = faker.helpers.arrayElement([1, 1, 3, 3, 6, 12]);
    return {
      time: timeOn(ctx, day),
      kind: 'loan',
      loanKind: 'PAYLATER',
      principal: faker.number.int({ min: 40, max: 1_500 }) * 1000 + faker.helpers.arrayElement([0, 500]),
      terms: fixedTerms ?? terms,
      tag,
    };
  };

  if (activity === 'none') return intents;
  const lastPrint = lastStmtOnOrBefore(account, today);
  const firstDay = setupDay + 1;
  for (let back = 12; back >= 0; back -= 1) {
    const [y, m] = yearMonth(addMonths(today, -back));
    const monthStart = dayNumberInMonth(y, m, 1);
    const monthEnd = back === 0 ? today : dayNumberInMonth(y, m, 31);
    const from = Math.max(monthStart, firstDay);
    if (from > monthEnd) continue;
    const count = faker.number.int(options.purchasesPerMonth ?? { min: 1, max: 3 });
    for (let i = 0; i < count; i += 1) intents.push(purchase(dayIn(from, monthEnd)));
    const early = Math.min(from + 5, monthEnd);
    if (back === 11) {
      // A purchase refunded in full 6 to 12 days later.
      const day = dayIn(from, early);
      intents.push(purchase(day, 'refundFull', 3));
      intents.push({
        time: timeOn(ctx, day + dayIn(6, 12)),
        kind: 'refund',
        tag: 'refundFull',
        full: true,
      });
    }
    if (back === 6) {
      // A purchase partly refunded (30 %) 10 days later.
      const day = dayIn(from, early);
      intents.push(purchase(day, 'refundPartial', 3));
      intents.push({ time: timeOn(ctx, day + 10), kind: 'refund', tag: 'refundPartial', full: false });
    }
    if (back === 9 || back === 4 || back === 2) {
      const day = dayIn(from, Math.min(monthEnd, monthStart + 27));
      intents.push({
        time: timeOn(ctx, day),
        kind: 'loan',
        loanKind: 'CASH',
        principal: faker.helpers.arrayElement(CASH_AMOUNTS),
        terms: back === 9 ? 12 : faker.helpers.arrayElement([3, 6]),
        tag: back === 9 ? 'payoff' : back === 4 ? 'coupon' : undefined,
      });
      // The 12-month Instant Cash is paid off early about four months later.
      if (back === 9)
        intents.push({ time: timeOn(ctx, day + dayIn(110, 125)), kind: 'payoff', tag: 'payoff' });
    }
    if (back === 8) {
      intents.push({
        time: timeOn(ctx, dayIn(from, monthEnd)),
        kind: 'failedCash',
        principal: 505_050,
        terms: 3,
      });
    }
    // Two purchases paid at the checkout, part wallet balance and part Pay Later.
    if (back === 3) intents.push(purchase(dayIn(from, monthEnd), 'checkout1', 3));
    if (back === 1) intents.push(purchase(dayIn(from, monthEnd), 'checkout2', 1));
  }
  // The current and the previous statement bill something, so bill states have instalments to show.
  if (activity === 'history') {
    for (const stmt of [lastPrint, shiftStmt(account, lastPrint, -1)]) {
      const from = Math.max(shiftStmt(account, stmt, -1), firstDay);
      if (from < stmt) intents.push(purchase(dayIn(from, stmt - 1)));
    }
  }
  if (options.cashThisMonth) {
    const monthStart = dayNumberInMonth(...yearMonth(today), 1);
    intents.push({
      time: timeOn(ctx, dayIn(monthStart, today > monthStart ? today - 1 : today)),
      kind: 'loan',
      loanKind: 'CASH',
      principal: 500_000,
      terms: 3,
      forced: true,
    });
  }
  // The bills: each printed statement paid on a day between its print and due date, unless left unpaid.
  const unpaidFrom = options.unpaidFromDue ? daysOf(options.unpaidFromDue) : today;
  for (let stmt = firstStmtAfter(account, setupDay); stmt <= today; stmt = shiftStmt(account, stmt, 1)) {
    const due = dueDateOf(account, stmt);
    if (!options.payCurrent && due >= unpaidFrom) continue;
    const monthsBack = monthsBetween(stmt, today);
    intents.push({
      time: timeOn(ctx, dayIn(stmt, Math.min(due, today))),
      kind: 'bill',
      repayType: monthsBack % 2 === 0 ? 'VA' : 'BANK_CARD',
      subType: monthsBack === 5 ? 'POINTS' : '',
    });
    if (monthsBack === 7) intents.push({ time: timeOn(ctx, stmt), kind: 'failedRepay' });
  }
  return intents;
}
