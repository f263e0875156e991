import { describe, expect, it } from 'vitest';
import { buildState, catalogue, clockOf } from '../../../scenarios';
import { availablePoints, pointsEntries } from './loyalty-points';

const ids = [...catalogue.keys()];

/** What the history adds up to: every entry up to now, expiries of lapsed lots included. */
function historySum(id: string) {
  const scenario = catalogue.get(id)!;
  const state = buildState(scenario);
  const now = Date.parse(clockOf(scenario));
  const sum = pointsEntries(state, now, 'id').reduce((total, e) => total + Number(e.scoreAmount), 0);
  return { sum, available: availablePoints(state, now), held: Number(state.loyalty.frozen) };
}

describe('every scenario’s points history adds up to its balance', () => {
  it.each(ids)('%s: the history sums to the available points (holds counted out)', (id) => {
    const { sum, available } = historySum(id);
    expect(sum).toBe(available);
  });

  it('checkout.paid: the points spent in the payment leave none, and the history says how', () => {
    const { sum, available, held } = historySum('checkout.paid');
    expect(available).toBe(0);
    expect(sum).toBe(0);
    expect(held).toBe(0);
  });
});
