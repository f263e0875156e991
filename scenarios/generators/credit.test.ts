import { Faker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { CreditStateSchema, createCreditState } from '../../fake-bank/model/credit';
import { generateCreditLine } from './credit-generate';
import { addMonths, dayOfTs } from '../../fake-bank/model/credit-schedule';
import {
  availableLimit,
  billedDue,
  buildBook,
  hasOverdueStatement,
  outstandingPrincipal,
} from '../../fake-bank/model/credit-ledger';
import { toTimestamp } from '../../contracts/dates';

const CLOCK = '2026-11-21T10:00:00+07:00';
const customer = { name: 'Siti Rahayu' };

function faker(seed = 1) {
  const f = new Faker({ locale: [id_ID, en, base] });
  f.seed(seed);
  return f;
}

describe('credit slice', () => {
  it('is empty by default: the applicant has no credit line', () => {
    const slice = createCreditState(faker(), {
      clockIso: CLOCK,
      customer: {} as Parameters<typeof createCreditState>[1]['customer'],
    });
    expect(slice.account).toBeNull();
    expect(slice.asOf).toBe(CLOCK);
    expect(CreditStateSchema.parse(slice)).toEqual(slice);
  });

  it('generates a line with 12 months of history, deterministically, valid against its schema', () => {
    const slice = generateCreditLine(faker(5), CLOCK, customer);
    expect(CreditStateSchema.parse(JSON.parse(JSON.stringify(slice)))).toEqual(slice);
    expect(generateCreditLine(faker(5), CLOCK, customer)).toEqual(slice);

    const today = dayOfTs(toTimestamp(Date.parse(CLOCK)));
    const since = addMonths(today, -12);
    const recent = <T extends { time?: string; loanTime?: string }>(items: T[]) =>
      items.filter((i) => dayOfTs((i.time ?? i.loanTime)!) >= since);
    const loans = recent(slice.loans);
    expect(new Set(loans.map((l) => l.txnType))).toEqual(new Set(['C', 'PS', 'DS']));
    expect(loans.some((l) => l.status === 'F')).toBe(true);
    const repayments = recent(slice.repayments);
    expect(new Set(repayments.map((r) => r.txnCode))).toEqual(new Set(['BillRepay', 'IOURepay']));
    expect(repayments.some((r) => r.status === 'F')).toBe(true);
    expect(repayments.some((r) => r.subType === 'POINTS')).toBe(true);
    expect(recent(slice.refunds).length).toBeGreaterThanOrEqual(2);
    expect(slice.orders.length).toBe(2);
    expect(slice.equities.filter((e) => e.useDate !== '')).toHaveLength(1);
    // Every month of the last twelve has some activity.
    const months = new Set(
      [...loans.map((l) => l.loanTime), ...repayments.map((r) => r.time)].map((t) => t.slice(0, 6)),
    );
    expect(months.size).toBeGreaterThanOrEqual(12);
  });

  it('kept every past statement paid on time and every loan within the limit', () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const slice = generateCreditLine(faker(seed), CLOCK, customer);
      const book = buildBook(slice, toTimestamp(Date.parse(CLOCK)));
      expect(hasOverdueStatement(book)).toBe(false);
      expect(outstandingPrincipal(book)).toBeLessThanOrEqual(slice.account!.creditLimit);
      expect(availableLimit(book)).toBeGreaterThan(0);
      for (const loan of slice.loans) {
        const at = buildBook(slice, loan.loanTime);
        expect(outstandingPrincipal(at)).toBeLessThanOrEqual(slice.account!.creditLimit);
      }
      // The default calendar (print on the 5th, due on the 20th) has the 21 November bill paid.
      expect(billedDue(book)).toBe(0);
    }
  });

  it('a new line has no loan and a start days ago', () => {
    const slice = generateCreditLine(faker(), CLOCK, customer, { activity: 'none' });
    expect(slice.loans).toEqual([]);
    expect(slice.repayments).toEqual([]);
    expect(slice.account!.setupDate < '20261121').toBe(true);
    expect(slice.account!.setupDate > '20261101').toBe(true);
  });
});
