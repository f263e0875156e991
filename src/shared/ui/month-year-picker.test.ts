import { describe, expect, it } from 'vitest';
import {
  FIRST_YEAR,
  clampSelection,
  parseSelection,
  pickerMonths,
  pickerYears,
  rangeOf,
  selectionKey,
  yearMonthOf,
} from '../lib/month-year';

const now = { year: 2026, month: 11 };

describe('month and year picker rules', () => {
  it('offers the years from 2021 to the current system year', () => {
    expect(FIRST_YEAR).toBe(2021);
    expect(pickerYears(now)).toEqual([2021, 2022, 2023, 2024, 2025, 2026]);
    expect(pickerYears({ year: 2021, month: 3 })).toEqual([2021]);
  });

  it('offers the months up to the current one in the current year, all twelve before', () => {
    expect(pickerMonths(2026, now)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(pickerMonths(2025, now)).toHaveLength(12);
    expect(pickerMonths(2026, { year: 2026, month: 1 })).toEqual([1]);
    expect(pickerMonths(2027, now)).toEqual([]);
  });

  it('yields startDate and endDate as YYYY-MM-DD HH:mm:ss', () => {
    expect(rangeOf({ year: 2026, month: 9 })).toEqual({
      startDate: '2026-09-01 00:00:00',
      endDate: '2026-09-30 23:59:59',
    });
    expect(rangeOf({ year: 2024, month: 2 }).endDate).toBe('2024-02-29 23:59:59');
    expect(rangeOf({ year: 2025, month: 2 }).endDate).toBe('2025-02-28 23:59:59');
    expect(rangeOf({ year: 2025, month: 'all' })).toEqual({
      startDate: '2025-01-01 00:00:00',
      endDate: '2025-12-31 23:59:59',
    });
  });

  it('moves a selection out of range back into it', () => {
    expect(clampSelection({ year: 2026, month: 12 }, now)).toEqual({ year: 2026, month: 'all' });
    expect(clampSelection({ year: 2019, month: 5 }, now)).toEqual({ year: 2026, month: 5 });
    expect(clampSelection({ year: 2025, month: 12 }, now)).toEqual({ year: 2025, month: 12 });
  });

  it('reads the bank date and round-trips a selection through a URL value', () => {
    expect(yearMonthOf('20261121')).toEqual(now);
    expect(yearMonthOf('2026-11-21 10:00:00')).toEqual(now);
    expect(selectionKey({ year: 2026, month: 3 })).toBe('2026-03');
    expect(selectionKey({ year: 2026, month: 'all' })).toBe('2026');
    expect(parseSelection('2026-03')).toEqual({ year: 2026, month: 3 });
    expect(parseSelection('2026')).toEqual({ year: 2026, month: 'all' });
    expect(parseSelection('2026-13')).toBeNull();
    expect(parseSelection(null)).toBeNull();
  });
});
