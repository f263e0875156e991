import { describe, expect, test } from 'vitest';
import { bankToday, storeSystemTime } from './system-time';

describe('the bank’s clock', () => {
  test('the bank’s day is its WIB date, not the phone’s UTC date', () => {
    // 00.30 WIB on 27 Nov is still 26 Nov in UTC: a birth-date picker must end on the 27th.
    storeSystemTime('20261127003000');
    expect(bankToday()).toBe('2026-11-27');
    storeSystemTime('20261231235959');
    expect(bankToday()).toBe('2026-12-31');
  });

  test('a malformed system_time is ignored', () => {
    storeSystemTime('20260101090000');
    storeSystemTime('not a time');
    expect(bankToday()).toBe('2026-01-01');
  });
});
