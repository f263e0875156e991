import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  addDays,
  addHoursToTimestamp,
  addMonths,
  addYears,
  dateOfDayNumber,
  dayNumberInMonth,
  dayNumberOf,
  dayOfMonthOfDayNumber,
  daysBetween,
  daysInMonth,
  firstOfMonth,
  isCalendarDate,
  minutesOfWibDay,
  startOfWibDay,
  timestampOfDayNumber,
  timestampToMs,
  toBusinessDate,
  toBusinessMonth,
  toTimestamp,
  toWibIso,
  toWibIsoDate,
  wibMs,
  yearMonthOfDayNumber,
} from './dates';

const at = (iso: string) => Date.parse(iso);

describe('WIB midnight', () => {
  it('16:59:59Z is still the UTC day, 17:00:00Z the next WIB day', () => {
    expect(toTimestamp(at('2026-11-27T16:59:59Z'))).toBe('20261127235959');
    expect(toTimestamp(at('2026-11-27T17:00:00Z'))).toBe('20261128000000');
    expect(toBusinessDate(at('2026-11-27T16:59:59Z'))).toBe('20261127');
    expect(toBusinessDate(at('2026-11-27T17:00:00Z'))).toBe('20261128');
    expect(toWibIsoDate(at('2026-12-31T17:00:00Z'))).toBe('2027-01-01');
    expect(toBusinessMonth(at('2026-12-31T17:00:00Z'))).toBe('202701');
  });

  it('starts the day at 00:00 WIB, 17:00Z the day before', () => {
    expect(startOfWibDay(at('2026-11-27T16:59:59Z'))).toBe(at('2026-11-26T17:00:00Z'));
    expect(startOfWibDay(at('2026-11-27T17:00:00Z'))).toBe(at('2026-11-27T17:00:00Z'));
    expect(minutesOfWibDay(at('2026-11-27T16:59:59Z'))).toBe(1439);
    expect(minutesOfWibDay(at('2026-11-27T17:00:59Z'))).toBe(0);
  });

  it('reads WIB wall times back as moments', () => {
    expect(wibMs('20261128')).toBe(at('2026-11-27T17:00:00Z'));
    expect(wibMs('20261128', 8, 30)).toBe(at('2026-11-28T01:30:00Z'));
    expect(timestampToMs('20261128000000')).toBe(at('2026-11-27T17:00:00Z'));
    expect(timestampToMs('20261127235959')).toBe(at('2026-11-27T16:59:59Z'));
    expect(toWibIso(at('2026-11-24T03:45:05Z'))).toBe('2026-11-24T10:45:05+07:00');
  });

  it('moves a timestamp by hours across midnight and month ends', () => {
    expect(addHoursToTimestamp('20261130230000', 2)).toBe('20261201010000');
    expect(addHoursToTimestamp('20261201010000', -2)).toBe('20261130230000');
    expect(addHoursToTimestamp('20261231120000', 24)).toBe('20270101120000');
  });
});

describe('the bounds of the served years', () => {
  it('writes 2000 and 2099 with four digits, and year 1 as 0001', () => {
    expect(toTimestamp(wibMs('20000101'))).toBe('20000101000000');
    expect(toTimestamp(wibMs('20000101') - 1000)).toBe('19991231235959');
    expect(toTimestamp(wibMs('20991231', 23, 59))).toBe('20991231235900');
    expect(toBusinessDate(wibMs(addDays('20991231', 1)))).toBe('21000101');
    expect(toWibIso(at('0001-01-01T00:00:00Z'))).toBe('0001-01-01T07:00:00+07:00');
    expect(toBusinessDate(at('0999-06-15T00:00:00Z'))).toBe('09990615');
  });
});

describe('calendar dates', () => {
  it('adds days over month ends, year ends and leap days', () => {
    expect(addDays('20260131', 1)).toBe('20260201');
    expect(addDays('20240228', 1)).toBe('20240229');
    expect(addDays('20250228', 1)).toBe('20250301');
    expect(addDays('20000301', -1)).toBe('20000229');
    expect(addDays('20991231', -364)).toBe('20990101');
    expect(addDays('20270101', -1)).toBe('20261231');
  });

  it('adds months clamped to the month end', () => {
    expect(addMonths('20260131', 1)).toBe('20260228');
    expect(addMonths('20240131', 1)).toBe('20240229');
    expect(addMonths('20261130', 3)).toBe('20270228');
    expect(addMonths('20260331', -1)).toBe('20260228');
    expect(addMonths('20991215', 1)).toBe('21000115');
  });

  it('adds years, 29 February becoming 1 March in a common year', () => {
    expect(addYears('20240229', 1)).toBe('20250301');
    expect(addYears('20240229', 4)).toBe('20280229');
    expect(addYears('20261127', -2)).toBe('20241127');
    expect(addYears('21000229', 0)).toBe('21000301');
  });

  it('finds the first of a month some months back', () => {
    expect(firstOfMonth('20261127')).toBe('20261101');
    expect(firstOfMonth('20260315', 3)).toBe('20251201');
    expect(firstOfMonth('20000131', 1)).toBe('19991201');
  });

  it('counts days between dates', () => {
    expect(daysBetween('20261127', '20261201')).toBe(4);
    expect(daysBetween('20261201', '20261127')).toBe(-4);
    expect(daysBetween('20240101', '20250101')).toBe(366);
    expect(daysBetween('20990101', '20991231')).toBe(364);
  });

  it('knows the month lengths and the real dates', () => {
    expect([2000, 2024, 2025, 2100].map((y) => daysInMonth(y, 2))).toEqual([29, 29, 28, 28]);
    expect(daysInMonth(2026, 12)).toBe(31);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(isCalendarDate(2024, 2, 29)).toBe(true);
    expect(isCalendarDate(2025, 2, 29)).toBe(false);
    expect(isCalendarDate(2026, 4, 31)).toBe(false);
    expect(isCalendarDate(2026, 13, 1)).toBe(false);
    expect(isCalendarDate(2026, 0, 10)).toBe(false);
  });
});

describe('day numbers', () => {
  it('counts days since 1970-01-01', () => {
    expect(dayNumberOf('19700101')).toBe(0);
    expect(dayNumberOf('20000101')).toBe(10_957);
    expect(dateOfDayNumber(10_957)).toBe('20000101');
    expect(dateOfDayNumber(dayNumberOf('20991231'))).toBe('20991231');
    expect(dayNumberOf('20240301') - dayNumberOf('20240228')).toBe(2);
  });

  it('reads the year, month and day of a day number', () => {
    expect(yearMonthOfDayNumber(dayNumberOf('20241231'))).toEqual([2024, 12]);
    expect(dayOfMonthOfDayNumber(dayNumberOf('20240229'))).toBe(29);
  });

  it('finds a day of a month, clamped and rolling over years', () => {
    expect(dateOfDayNumber(dayNumberInMonth(2026, 2, 31))).toBe('20260228');
    expect(dateOfDayNumber(dayNumberInMonth(2024, 2, 30))).toBe('20240229');
    expect(dateOfDayNumber(dayNumberInMonth(2026, 13, 5))).toBe('20270105');
    expect(dateOfDayNumber(dayNumberInMonth(2026, 0, 31))).toBe('20251231');
    expect(dateOfDayNumber(dayNumberInMonth(2026, -11, 15))).toBe('20250115');
  });

  it('writes a time of a day, kept within the day', () => {
    const day = dayNumberOf('20261127');
    expect(timestampOfDayNumber(day, 0)).toBe('20261127000000');
    expect(timestampOfDayNumber(day, 3_661.9)).toBe('20261127010101');
    expect(timestampOfDayNumber(day, DAY_MS)).toBe('20261127235959');
    expect(timestampOfDayNumber(day, -5)).toBe('20261127000000');
  });
});
