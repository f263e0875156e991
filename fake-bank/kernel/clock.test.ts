import { describe, expect, it } from 'vitest';
import { DAY_MS, MINUTE_MS } from '../../contracts/dates';
import {
  clockNow,
  isServedTime,
  moveClock,
  startClock,
  toBusinessDate,
  toTimestamp,
  toWibIso,
} from './clock';

describe('WIB formatting', () => {
  it('formats a UTC evening as the next WIB day', () => {
    const ms = Date.parse('2026-11-21T23:30:00Z');
    expect(toTimestamp(ms)).toBe('20261122063000');
    expect(toBusinessDate(ms)).toBe('20261122');
    expect(toWibIso(ms)).toBe('2026-11-22T06:30:00+07:00');
  });

  it('keeps the same day before 17:00 UTC and turns at 17:00 UTC (00:00 WIB)', () => {
    expect(toBusinessDate(Date.parse('2026-11-21T16:59:59Z'))).toBe('20261121');
    expect(toTimestamp(Date.parse('2026-11-21T16:59:59Z'))).toBe('20261121235959');
    expect(toTimestamp(Date.parse('2026-11-21T17:00:00Z'))).toBe('20261122000000');
  });

  it('reads an instant given with the +07:00 offset as the same wall time', () => {
    const ms = Date.parse('2026-01-05T09:07:03+07:00');
    expect(toTimestamp(ms)).toBe('20260105090703');
    expect(toWibIso(ms)).toBe('2026-01-05T09:07:03+07:00');
  });

  it('writes every year with four digits', () => {
    const yearOne = Date.parse('0001-01-01T00:00:00+07:00');
    expect(toWibIso(yearOne)).toBe('0001-01-01T00:00:00+07:00');
    expect(toBusinessDate(yearOne)).toBe('00010101');
    expect(toTimestamp(Date.parse('0999-12-31T23:59:59+07:00'))).toBe('09991231235959');
  });

  it('crosses month and year ends', () => {
    expect(toBusinessDate(Date.parse('2026-12-31T18:00:00Z'))).toBe('20270101');
    expect(toBusinessDate(Date.parse('2028-02-28T20:00:00Z'))).toBe('20280229');
  });
});

describe('session clock', () => {
  const real = Date.parse('2030-03-03T03:03:03Z');

  it('starts at the given business time, whatever the real time', () => {
    const clock = startClock('2026-11-21T10:00:00+07:00', real);
    expect(toWibIso(clockNow(clock, real))).toBe('2026-11-21T10:00:00+07:00');
  });

  it('runs with real time', () => {
    const clock = startClock('2026-11-21T10:00:00+07:00', real);
    expect(toTimestamp(clockNow(clock, real + 90_000))).toBe('20261121100130');
    expect(toWibIso(clockNow(clock, real + 14 * 60 * MINUTE_MS))).toBe('2026-11-22T00:00:00+07:00');
  });

  it('moves by days and by minutes, then keeps running', () => {
    const start = startClock('2026-11-21T10:00:00+07:00', real);
    const later = real + 5_000;
    const byDays = moveClock(start, later, 3 * DAY_MS);
    expect(toWibIso(clockNow(byDays, later))).toBe('2026-11-24T10:00:05+07:00');
    const byMinutes = moveClock(byDays, later, 45 * MINUTE_MS);
    expect(toWibIso(clockNow(byMinutes, later))).toBe('2026-11-24T10:45:05+07:00');
    expect(toWibIso(clockNow(byMinutes, later + 60_000))).toBe('2026-11-24T10:46:05+07:00');
    const back = moveClock(byMinutes, later, -10 * DAY_MS);
    expect(toBusinessDate(clockNow(back, later))).toBe('20261114');
  });
});

describe('served years', () => {
  it('are 2000-01-01 00:00 to 2099-12-31 23:59:59.999 WIB', () => {
    expect(isServedTime(Date.parse('2000-01-01T00:00:00+07:00'))).toBe(true);
    expect(isServedTime(Date.parse('2000-01-01T00:00:00+07:00') - 1)).toBe(false);
    expect(isServedTime(Date.parse('2099-12-31T23:59:59.999+07:00'))).toBe(true);
    expect(isServedTime(Date.parse('2100-01-01T00:00:00+07:00'))).toBe(false);
    expect(isServedTime(Date.parse('0001-01-01T00:00:00Z'))).toBe(false);
    expect(isServedTime(Date.parse('9999-12-31T00:00:00Z'))).toBe(false);
    expect(isServedTime(Number.NaN)).toBe(false);
  });
});
