/**
 * The one date module of client, bank and scenarios (decision 0050): Western Indonesian Time (WIB), the
 * bank's zone, on dayjs. The wire writes dates YYYYMMDD, months YYYYMM and moments yyyymmddhhmmss, all in
 * WIB; moments in code are epoch ms. Years are written with four digits always (year 1 is 0001).
 *
 * WIB is UTC+7 with no daylight saving, so a fixed offset is exact: a moment's WIB wall time is a UTC-mode
 * dayjs of the moment plus seven hours (utc plugin only). dayjs's utcOffset(420) is avoided on purpose: it
 * goes through the device's local zone and slips an hour near that zone's daylight-saving change; the
 * timezone plugin (Intl) is some 40 times slower and heavier in the client (decision 0050).
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

import { DAY_MS, WIB_OFFSET_MS, localDate } from './dates-core';

dayjs.extend(utc);

export * from './dates-core';

/** The WIB wall time of a moment (a UTC-mode dayjs whose fields read as WIB). */
const wallOf = (epochMs: number): Dayjs => dayjs.utc(epochMs + WIB_OFFSET_MS);
/** A wall date or time as written on the wire (YYYYMMDD, yyyymmddhhmmss, YYYY-MM-DD...), on the calendar. */
const calendarOf = (text: string): Dayjs => dayjs.utc(text);
/** The moment of a wall time. */
const momentOf = (wall: Dayjs): number => wall.valueOf() - WIB_OFFSET_MS;

const YMD = 'YYYYMMDD';
/**
 * The wire's digits of a wall time, yyyymmddhhmmss cut to `length`: ISO 8601's, so four-digit years
 * always (0000 to 9999). The bank writes these hundreds of times per call, and format() reads its
 * template anew each time (about three times the cost; decision 0050).
 */
const digitsOf = (wall: Dayjs, length: number): string =>
  wall.toISOString().slice(0, 19).replace(/\D/g, '').slice(0, length);
/** The last second of a day (WIB days are all 24 hours). */
const LAST_SECOND = DAY_MS / 1000 - 1;

// ------------------------------------------------------------------ moments (epoch ms) to WIB text

/** yyyymmddhhmmss in WIB, the spec's timestamp format. */
export function toTimestamp(epochMs: number): string {
  return digitsOf(wallOf(epochMs), 14);
}

/** YYYYMMDD in WIB, the spec's business-date format. */
export function toBusinessDate(epochMs: number): string {
  return digitsOf(wallOf(epochMs), 8);
}

/** YYYYMM in WIB. */
export function toBusinessMonth(epochMs: number): string {
  return digitsOf(wallOf(epochMs), 6);
}

// ------------------------------------------------------------------ WIB text to moments

/** The moment of a WIB wall time on a YYYYMMDD date (00:00 by default). */
export function wibMs(ymd: string, hours = 0, minutes = 0): number {
  return momentOf(calendarOf(ymd).add(hours, 'hour').add(minutes, 'minute'));
}

/** 00:00 WIB of the business day of a moment. */
export function startOfWibDay(epochMs: number): number {
  return momentOf(wallOf(epochMs).startOf('day'));
}

/** Whole minutes since 00:00 WIB. */
export function minutesOfWibDay(epochMs: number): number {
  const wall = wallOf(epochMs);
  return wall.hour() * 60 + wall.minute();
}

/** yyyymmddhhmmss `hours` after a timestamp (WIB). */
export function addHoursToTimestamp(ts: string, hours: number): string {
  return calendarOf(ts).add(hours, 'hour').format('YYYYMMDDHHmmss');
}

// ------------------------------------------------------------------ calendar dates (YYYYMMDD)

/** A date moved by whole days. */
export function addDays(ymd: string, days: number): string {
  return calendarOf(ymd).add(days, 'day').format(YMD);
}

/** The same day `months` later, clamped to the month's last day (31 Jan + 1 month = 28 or 29 Feb). */
export function addMonths(ymd: string, months: number): string {
  return calendarOf(ymd).add(months, 'month').format(YMD);
}

/** A date moved by whole years; 29 February becomes 1 March in a common year. */
export function addYears(ymd: string, years: number): string {
  const date = calendarOf(ymd);
  const moved = date.add(years, 'year');
  return moved.add(date.date() - moved.date(), 'day').format(YMD);
}

/** The first day of the month `back` months before the month of a date. */
export function firstOfMonth(ymd: string, back = 0): string {
  return calendarOf(ymd).startOf('month').subtract(back, 'month').format(YMD);
}

/** Calendar days from one date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return calendarOf(to).diff(calendarOf(from), 'day');
}

/** The number of days of a month (1 to 12). */
export function daysInMonth(year: number, month: number): number {
  return dayjs.utc(Date.UTC(year, month - 1, 1)).daysInMonth();
}

// ------------------------------------------------------------------ day numbers (days since 1970-01-01)
// The credit ledger converts day numbers hundreds of thousands of times when the clock is moved decades
// on (a statement a month, each rebuilt from the start): these read the platform's UTC calendar
// directly, about thirty times cheaper than a dayjs object each. setUTCFullYear takes years 0 to 99 as
// written, where Date.UTC would move them to 1900 to 1999.

/** Epoch ms of 00:00 UTC of a calendar day; months and days roll over (day 0 is the month's last day). */
function utcDayMs(year: number, monthIndex: number, dayOfMonth: number): number {
  const date = new Date(0);
  date.setUTCFullYear(year, monthIndex, dayOfMonth);
  return date.getTime();
}

/** The day number of a YYYYMMDD date: whole-day arithmetic on plain numbers (the credit ledger's). */
export function dayNumberOf(ymd: string): number {
  return utcDayMs(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))) / DAY_MS;
}

/**
 * Answers of the day-number functions below, by their arguments: the ledger asks the same days again on
 * every read of a session (issue 39). Pure: a memo changes no answer. Each is emptied past MEMO_LIMIT.
 */
const MEMO_LIMIT = 50_000;
function memoOf<K, V>(compute: (key: K) => V): (key: K) => V {
  const memo = new Map<K, V>();
  return (key) => {
    let value = memo.get(key);
    if (value === undefined) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(key, (value = compute(key)));
    }
    return value;
  };
}

const dateDigitsOf = memoOf((day: number) => isoDigits(day * DAY_MS, 8));
/** Day numbers of 0000-01-01 and 10000-01-01: between them a date is eight digits and a time six. */
const FIRST_DAY = -719_528;
const END_DAY = 2_932_897;
const two = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The YYYYMMDD date of a day number. */
export function dateOfDayNumber(day: number): string {
  return dateDigitsOf(day);
}

/** yyyymmddhhmmss at `secondsOfDay` (whole seconds, kept within the day) on a day number. */
export function timestampOfDayNumber(day: number, secondsOfDay: number): string {
  const seconds = Math.max(0, Math.min(LAST_SECOND, Math.floor(secondsOfDay)));
  if (!Number.isInteger(day) || day < FIRST_DAY || day >= END_DAY)
    return isoDigits(day * DAY_MS + seconds * 1000, 14);
  const minutes = Math.floor(seconds / 60);
  return `${dateDigitsOf(day)}${two(Math.floor(minutes / 60))}${two(minutes % 60)}${two(seconds % 60)}`;
}

const yearMonthOf = memoOf((day: number): readonly [number, number] => {
  const date = new Date(day * DAY_MS);
  return [date.getUTCFullYear(), date.getUTCMonth() + 1];
});

/** The year and month (1 to 12) of a day number. */
export function yearMonthOfDayNumber(day: number): [number, number] {
  const [year, month] = yearMonthOf(day);
  return [year, month];
}

const dayOfMonthOf = memoOf((day: number) => new Date(day * DAY_MS).getUTCDate());

/** The day of the month of a day number. */
export function dayOfMonthOfDayNumber(day: number): number {
  return dayOfMonthOf(day);
}

function dayInMonth(year: number, month: number, dayOfMonth: number): number {
  const last = new Date(utcDayMs(year, month, 0)).getUTCDate();
  return utcDayMs(year, month - 1, Math.min(dayOfMonth, last)) / DAY_MS;
}

/**
 * Keyed by the month counted from year 0 and the day (1 to 31): months that roll over a year are the same
 * month, so they share an answer, and no key string is made on the ledger's hot path.
 */
const dayInMonthOf = memoOf((key: number) =>
  dayInMonth(Math.floor(key / 32 / 12), (Math.floor(key / 32) % 12) + 1, key % 32),
);

/** The day number of day `dayOfMonth` of a month, clamped to the month's last day; months roll over years. */
export function dayNumberInMonth(year: number, month: number, dayOfMonth: number): number {
  const monthIndex = year * 12 + month - 1;
  if (
    !Number.isInteger(monthIndex) ||
    monthIndex < 0 ||
    !Number.isInteger(dayOfMonth) ||
    dayOfMonth < 1 ||
    dayOfMonth > 31
  )
    return dayInMonth(year, month, dayOfMonth);
  return dayInMonthOf(monthIndex * 32 + dayOfMonth);
}

/** The wire's digits (yyyymmddhhmmss cut to `length`) of a UTC-calendar moment. */
function isoDigits(ms: number, length: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace(/\D/g, '').slice(0, length);
}

// ------------------------------------------------------------------ for a person's eyes (the dashboard, diffs)

export type { Dayjs };

/** A calendar day (YYYY-MM-DD) in dayjs's tokens ('D MMM YYYY' is '21 Nov 2026'), English. */
export function formatCalendarDate(ymd: string, pattern: string): string {
  return calendarOf(ymd).format(pattern);
}

/** A real moment in the reader's own zone (not WIB: when a session was last used), English. */
export function formatLocalTime(iso: string, pattern: string): string {
  return dayjs(iso).format(pattern);
}

/** A wall time as a zone-less (device-local) value: what a date picker shows and returns. */
export function localWallTime(year: number, month: number, day: number, hours = 0, minutes = 0): Dayjs {
  return dayjs(localDate(year, month, day, hours, minutes));
}
