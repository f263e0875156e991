/**
 * The month and year picker's rules (spec section 2): years from 2021 to the current system year; months
 * are All plus the months up to the current one in the current year (all twelve in earlier years). A
 * selection yields startDate and endDate formatted 'YYYY-MM-DD HH:mm:ss'. "Now" is the bank's date, given
 * by the caller, never the phone's.
 */

import { daysInMonth } from '../../../contracts/dates';

/** Spec section 9: the year range starts in 2021. */
export const FIRST_YEAR = 2021;

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

/** A year, and one of its months or all of them. */
export interface MonthYearSelection {
  year: number;
  month: number | 'all';
}

export interface DateRange {
  /** 'YYYY-MM-DD HH:mm:ss', the first second of the period. */
  startDate: string;
  /** 'YYYY-MM-DD HH:mm:ss', the last second of the period. */
  endDate: string;
}

/** The year and month of a bank date: YYYYMMDD, YYYY-MM-DD or yyyymmddhhmmss. */
export function yearMonthOf(date: string): YearMonth {
  const digits = date.replace(/\D/g, '');
  return { year: Number(digits.slice(0, 4)), month: Number(digits.slice(4, 6)) };
}

/** The years to choose from, oldest first: 2021 up to the current year (at least the current year). */
export function pickerYears(now: YearMonth): number[] {
  const years: number[] = [];
  for (let year = Math.min(FIRST_YEAR, now.year); year <= now.year; year += 1) years.push(year);
  return years;
}

/** The months (1 to 12) of a year to choose from: up to the current month in the current year. */
export function pickerMonths(year: number, now: YearMonth): number[] {
  if (year > now.year) return [];
  const last = year === now.year ? now.month : 12;
  return Array.from({ length: last }, (_, i) => i + 1);
}

/** The selection moved into the range: a year out of range goes to the current one, a month too late to All. */
export function clampSelection(selection: MonthYearSelection, now: YearMonth): MonthYearSelection {
  const years = pickerYears(now);
  const year = years.includes(selection.year) ? selection.year : now.year;
  const month =
    selection.month !== 'all' && pickerMonths(year, now).includes(selection.month) ? selection.month : 'all';
  return { year, month };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The first and last second of the selected month, or of the whole year for All. */
export function rangeOf(selection: MonthYearSelection): DateRange {
  const { year } = selection;
  const first = selection.month === 'all' ? 1 : selection.month;
  const last = selection.month === 'all' ? 12 : selection.month;
  return {
    startDate: `${year}-${pad(first)}-01 00:00:00`,
    endDate: `${year}-${pad(last)}-${pad(daysInMonth(year, last))} 23:59:59`,
  };
}

/** 'YYYY' or 'YYYY-MM': a selection as it travels in a URL. */
export function selectionKey(selection: MonthYearSelection): string {
  return selection.month === 'all' ? String(selection.year) : `${selection.year}-${pad(selection.month)}`;
}

/** The selection of a URL value ('YYYY' or 'YYYY-MM'), or null when it is not one. */
export function parseSelection(value: string | null): MonthYearSelection | null {
  const match = value ? /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/.exec(value) : null;
  if (!match) return null;
  return { year: Number(match[1]), month: match[2] ? Number(match[2]) : 'all' };
}
