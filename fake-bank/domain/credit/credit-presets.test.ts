import { Faker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLOCK, buildState, type BankState } from '../../../scenarios';
import { CreditStateSchema } from '../../model/credit';
import { buildBook } from '../../model/credit-ledger';
import * as presets from '../../../scenarios/generators/credit-presets';
import {
  accountStandingOf,
  accountUseStatus,
  cashStateOf,
  currentStatement,
  daysToDue,
  homeStateOf,
  overdueDays,
  totalPenaltyBalance,
} from './credit-rules';
import { toTimestamp } from '../../../contracts/dates';

/** Clocks on awkward days: month ends, February, the first of a month just after midnight, a year end. */
const CLOCKS = [
  DEFAULT_CLOCK,
  '2026-02-28T09:00:00+07:00',
  '2026-03-31T18:30:00+07:00',
  '2026-01-01T00:30:00+07:00',
  '2027-12-15T12:00:00+07:00',
  '2028-02-29T08:00:00+07:00',
];

function stateAt(clock: string, seed: (state: BankState, faker: Faker) => void, fakerSeed = 11) {
  const state = buildState({
    id: 'apply.can-apply',
    title: 't',
    description: 'test state',
    tags: [],
    covers: [],
    path: '/',
    clock,
  });
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(fakerSeed);
  seed(state, faker);
  CreditStateSchema.parse(state.credit);
  const book = state.credit.account ? buildBook(state.credit, toTimestamp(Date.parse(clock))) : null;
  return { state, book: book! };
}

describe.each(CLOCKS)('presets at %s', (clock) => {
  it('no credit line by default and with noCreditAccount', () => {
    const { state } = stateAt(clock, () => {});
    expect(state.credit.account).toBeNull();
    expect(stateAt(clock, presets.billReady).state.credit.account).not.toBeNull();
    const cleared = stateAt(clock, (s, f) => {
      presets.billReady(s, f);
      presets.noCreditAccount(s);
    }).state.credit;
    expect(cleared.account).toBeNull();
    expect(cleared.loans).toEqual([]);
  });

  it('new credit (W) and only pay', () => {
    const fresh = stateAt(clock, presets.newCredit).book;
    expect(accountUseStatus(fresh)).toBe('W');
    expect(homeStateOf(fresh)).toBe('new-credit');
    expect(cashStateOf(fresh)).toBe('NEW_CREDIT');
    expect(cashStateOf(stateAt(clock, presets.onlyPay).book)).toBe('ONLY_PAY');
  });

  it('no bill (N)', () => {
    const book = stateAt(clock, presets.noBill).book;
    expect(accountUseStatus(book)).toBe('N');
    expect(homeStateOf(book)).toBe('no-bill');
  });

  it.each([0, 1, 3, 10, 15])('due in %i days', (days) => {
    const book = stateAt(clock, (s, f) => presets.dueInDays(s, f, days)).book;
    const current = currentStatement(book)!;
    expect(current.status).toBe('N');
    expect(current.terms.length).toBeGreaterThan(0);
    expect(daysToDue(current.dueDate, book.today)).toBe(days);
    expect(homeStateOf(book)).toBe(days === 0 ? 'due-today' : days <= 7 ? 'due-in-days' : 'bill-ready');
    expect(cashStateOf(book)).not.toBe('REPAY_FIRST');
  });

  it.each([1, 5, 20, 45])('overdue %i days, with a late fee', (days) => {
    const book = stateAt(clock, (s, f) => presets.overdue(s, f, days)).book;
    expect(overdueDays(book)).toBe(days);
    expect(totalPenaltyBalance(book)).toBeGreaterThan(0);
    expect(homeStateOf(book)).toBe('overdue');
    expect(cashStateOf(book)).toBe('REPAY_FIRST');
  });

  it('repaid, bill ready, blocked, cash below minimum, cash taken, repayment processing', () => {
    expect(homeStateOf(stateAt(clock, presets.repaid).book)).toBe('repaid');
    expect(homeStateOf(stateAt(clock, presets.billReady).book)).toBe('bill-ready');
    for (const [code, home] of [
      ['R', 'loss'],
      ['S', 'loss'],
      ['F', 'frozen'],
      ['n', 'locked'],
      ['B', 'locked'],
      ['A', 'partially-locked'],
      ['Z', 'partially-locked'],
    ] as const) {
      expect(homeStateOf(stateAt(clock, (s, f) => presets.blocked(s, f, code)).book)).toBe(home);
    }
    const below = stateAt(clock, presets.cashBelowMinimum).book;
    expect(cashStateOf(below)).toBe('NOT_AVAILABLE');
    const taken = stateAt(clock, presets.cashTakenThisMonth);
    const month = toTimestamp(Date.parse(clock)).slice(0, 6);
    expect(taken.state.credit.loans.some((l) => l.kind === 'CASH' && l.loanTime.startsWith(month))).toBe(
      true,
    );
    const processing = stateAt(clock, presets.repaymentProcessing);
    expect(processing.state.credit.repayments.filter((r) => r.status === 'P')).toHaveLength(1);
    expect(homeStateOf(processing.book)).toBe('bill-ready');
  });
});

describe('a credit line makes an approved customer; standings sit on top of a line', () => {
  it('approves the application for the line and completes the Pay Later flow', () => {
    const { state } = stateAt(DEFAULT_CLOCK, presets.billReady);
    expect(state.paylater.status).toBe(presets.APPROVED_PAYLATER_STATUS);
    expect(state.onboarding.application).toMatchObject({
      decision: 'APPROVED',
      bizType: 'PAY_APP',
      creditLimit: String(state.credit.account!.creditLimit),
    });
    expect(state.paylater.appNo).toBe(state.onboarding.application.appNo);
    const flow = state.onboarding.flows.find((f) => f.bizServiceId === 'PAYLATER_APPLY')!;
    expect(flow.done).toBe(flow.steps.length);
  });

  it('freezes, locks for some hours, flags a security risk', () => {
    const nowTs = toTimestamp(Date.parse(DEFAULT_CLOCK));
    const frozen = stateAt(DEFAULT_CLOCK, (s, f) => {
      presets.billReady(s, f);
      presets.freezeAccount(s);
    }).state;
    expect(accountStandingOf(frozen, nowTs).status).toBe('F');
    const locked = stateAt(DEFAULT_CLOCK, (s, f) => {
      presets.billReady(s, f);
      presets.lockTemporarily(s, 3);
    }).state;
    expect(locked.paylater.lockedUntil).toBe('2026-11-21T13:00:00+07:00');
    expect(accountStandingOf(locked, nowTs)).toEqual({
      status: 'L',
      lockEnd: '20261121130000',
      riskCode: '0',
    });
    expect(accountStandingOf(locked, '20261121130000').status).toBe('A');
    const risky = stateAt(DEFAULT_CLOCK, (s, f) => {
      presets.billReady(s, f);
      presets.flagSecurityRisk(s, '3');
    }).state;
    expect(accountStandingOf(risky, nowTs)).toEqual({ status: 'A', lockEnd: '', riskCode: '3' });
    expect(() => stateAt(DEFAULT_CLOCK, (s) => presets.flagSecurityRisk(s, '0'))).toThrow(/risk code/);
  });
});

describe('presets are deterministic', () => {
  it('gives the same slice for the same faker seed', () => {
    const a = stateAt(DEFAULT_CLOCK, presets.billReady, 3).state.credit;
    const b = stateAt(DEFAULT_CLOCK, presets.billReady, 3).state.credit;
    expect(a).toEqual(b);
    expect(stateAt(DEFAULT_CLOCK, presets.billReady, 4).state.credit).not.toEqual(a);
  });

  it('setBlockCode needs a line', () => {
    expect(() => stateAt(DEFAULT_CLOCK, (s) => presets.setBlockCode(s, 'F'))).toThrow(/credit line/);
  });
});
