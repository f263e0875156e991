import { describe, expect, it } from 'vitest';
import {
  filterOfSearch,
  groupByMonth,
  historyRequest,
  nextPageOf,
  searchOfFilter,
  toneOf,
  type PointsEntry,
} from './points-view';

const entry = (transTime: string, scoreAmount: string, category: PointsEntry['category'] = '1') =>
  ({
    scoreId: transTime,
    category,
    legalRightType: 'ALLO_PAY',
    scoreAmount,
    transTime,
    expDate: '',
    remark: '',
  }) satisfies PointsEntry;

describe('the points history filter', () => {
  it('reads and writes the URL: a category 0 to 7 and a period', () => {
    expect(filterOfSearch(new URLSearchParams('category=4&period=2026-03'))).toEqual({
      category: '4',
      period: { year: 2026, month: 3 },
    });
    expect(filterOfSearch(new URLSearchParams('category=9'))).toEqual({ category: '0', period: null });
    expect(searchOfFilter({ category: '0', period: null })).toEqual({});
    expect(searchOfFilter({ category: '7', period: { year: 2025, month: 'all' } })).toEqual({
      category: '7',
      period: '2025',
    });
  });

  it('asks the whole history since 2021 by default, newest first, or one period', () => {
    const now = { year: 2026, month: 11 };
    expect(historyRequest({ category: '0', period: null }, now, 1)).toEqual({
      begingTime: '2021-01-01 00:00:00',
      endTime: '2026-12-31 23:59:59',
      legalRightType: '',
      category: '0',
      sortMode: '0',
      nums: '20',
      page: '1',
    });
    expect(historyRequest({ category: '3', period: { year: 2026, month: 2 } }, now, 2)).toMatchObject({
      begingTime: '2026-02-01 00:00:00',
      endTime: '2026-02-28 23:59:59',
      category: '3',
      page: '2',
    });
  });

  it('pages while the bank has more', () => {
    expect(nextPageOf({ page: '1', pageAll: '3' })).toBe(2);
    expect(nextPageOf({ page: '3', pageAll: '3' })).toBeUndefined();
    expect(nextPageOf({ page: '1', pageAll: '0' })).toBeUndefined();
  });
});

describe('the points history list', () => {
  it('groups entries by month in their order', () => {
    const groups = groupByMonth([
      entry('20261120090000', '100'),
      entry('20261101090000', '10000', '3'),
      entry('20261030090000', '-5000', '4'),
    ]);
    expect(groups.map((g) => [g.month, g.entries.length])).toEqual([
      ['202611', 2],
      ['202610', 1],
    ]);
  });

  it('tells earned, spent and held points apart', () => {
    expect(toneOf(entry('20261120090000', '100'))).toBe('earned');
    expect(toneOf(entry('20261120090000', '-100', '5'))).toBe('spent');
    expect(toneOf(entry('20261120090000', '-100', '7'))).toBe('held');
  });
});
