import { describe, expect, it } from 'vitest';
import { cashStateFrom, type CashFacts, type CashState } from './cash-state';

/** A line that borrowed before, nothing overdue, Rp5.000.000 cash left of a Rp500.000 minimum. */
const BASE: CashFacts = {
  overdue: false,
  cashLimit: 5_000_000,
  availableLimit: 8_000_000,
  cashAvailable: 5_000_000,
  minimum: 500_000,
  onceLoan: true,
  newCredit: false,
  takenThisMonth: false,
};

describe('the one Instant Cash rule (section 4 order)', () => {
  const table: Array<[string, Partial<CashFacts>, CashState]> = [
    ['available', {}, 'AVAILABLE'],
    ['new credit: a line that never borrowed', { onceLoan: false, newCredit: true }, 'NEW_CREDIT'],
    ['repay first while overdue', { overdue: true }, 'REPAY_FIRST'],
    // Issue 38: section 4 puts new credit first; a new line reads new credit whatever else holds.
    ['new credit before repay first', { overdue: true, onceLoan: false, newCredit: true }, 'NEW_CREDIT'],
    ['repay first before not available', { overdue: true, cashAvailable: 0 }, 'REPAY_FIRST'],
    ['once per month: taken this month', { takenThisMonth: true }, 'ONCE_PER_MONTH'],
    ['repay first before once per month', { overdue: true, takenThisMonth: true }, 'REPAY_FIRST'],
    [
      'not available before once per month',
      { cashAvailable: 500_000, takenThisMonth: true },
      'NOT_AVAILABLE',
    ],
    ['not available below the minimum', { cashAvailable: 499_999 }, 'NOT_AVAILABLE'],
    ['not available at the minimum (an amount must exceed it)', { cashAvailable: 500_000 }, 'NOT_AVAILABLE'],
    ['available one rupiah above the minimum', { cashAvailable: 500_001 }, 'AVAILABLE'],
    [
      'new credit before not available',
      { cashAvailable: 500_000, onceLoan: false, newCredit: true },
      'NEW_CREDIT',
    ],
    [
      'new credit, not only pay: a new line with a 0 % cash rate',
      { cashLimit: 0, cashAvailable: 0, onceLoan: false, newCredit: true },
      'NEW_CREDIT',
    ],
    [
      'only pay: cash limit 0, credit available, purchases but no Instant Cash yet',
      { cashLimit: 0, cashAvailable: 0, onceLoan: false },
      'ONLY_PAY',
    ],
    [
      'not only pay once a loan was made',
      { cashLimit: 0, cashAvailable: 0, onceLoan: true },
      'NOT_AVAILABLE',
    ],
    [
      'not only pay without available credit',
      { cashLimit: 0, cashAvailable: 0, availableLimit: 0, onceLoan: false },
      'NOT_AVAILABLE',
    ],
    [
      'repay first before only pay',
      { overdue: true, cashLimit: 0, cashAvailable: 0, onceLoan: false },
      'REPAY_FIRST',
    ],
  ];
  it.each(table)('%s', (_name, change, expected) => {
    expect(cashStateFrom({ ...BASE, ...change })).toBe(expected);
  });
});
