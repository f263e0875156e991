import { Faker, base, en, id_ID } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CLOCK, buildState } from '../../../scenarios';
import { withCreditLine } from '../../../scenarios/generators/credit-presets';
import { beginBooksCall, booksAt } from './credit-book-cache';
import { toTimestamp } from '../../../contracts/dates';

function creditState() {
  const state = buildState({
    id: 'apply.can-apply',
    title: 't',
    description: 'd',
    tags: [],
    covers: [],
    path: '/',
    clock: DEFAULT_CLOCK,
  });
  const faker = new Faker({ locale: [id_ID, en, base] });
  faker.seed(7);
  withCreditLine(state, faker);
  return state.credit;
}

describe('credit book cache', () => {
  const nowTs = toTimestamp(Date.parse(DEFAULT_CLOCK));

  it('a state decoded anew with the same facts reuses the books (issue 39, decision 0088)', () => {
    const credit = creditState();
    beginBooksCall();
    const first = booksAt(credit, nowTs);
    beginBooksCall();
    const again = booksAt(structuredClone(credit), nowTs);
    expect(again.statements).toBe(first.statements);
    expect(again.nowTs).toBe(nowTs);
  });

  it('a copy whose booked facts differ builds its own books', () => {
    const credit = creditState();
    beginBooksCall();
    const first = booksAt(credit, nowTs);
    const changed = structuredClone(credit);
    changed.refunds = [
      ...changed.refunds,
      { ...(changed.refunds[0] ?? {}), time: '20200101000000' } as (typeof changed.refunds)[number],
    ];
    beginBooksCall();
    expect(booksAt(changed, nowTs).statements).not.toBe(first.statements);
  });
});
