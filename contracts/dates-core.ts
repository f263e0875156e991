/**
 * The part of the date module (contracts/dates.ts, decision 0050) that the client's first load needs,
 * without dayjs: the units, the WIB offset and the few conversions the frame and the landing page make
 * (the bank's clock, today's date, a real calendar date). dates.ts re-exports all of it; import this file
 * directly only from code on the first load, so dayjs stays in the chunks that already carry it.
 *
 * Code outside the module makes no Date of its own (decision 0097, a lint rule): the helpers below are
 * the platform's own calls, named, so a zone is never guessed. The real clock is Date.now().
 *
 * WIB is UTC+7 with no daylight saving: a fixed offset is exact, and every day is 24 hours.
 */
export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
/** The zone as ISO 8601 writes it. */
export const WIB_OFFSET = '+07:00';
export const WIB_OFFSET_MS = 7 * HOUR_MS;

/** The moment of a yyyymmddhhmmss WIB timestamp. */
export function timestampToMs(ts: string): number {
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at) => Number(ts.slice(at, at === 0 ? 4 : at + 2)));
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - WIB_OFFSET_MS;
}

/** The moment of an ISO 8601 instant ('2026-11-24T10:45:05+07:00', '2026-11-24T03:45:05.000Z'); NaN if none. */
export function isoToMs(iso: string): number {
  return Date.parse(iso);
}

/** ISO 8601 in UTC of a moment, '2026-11-24T03:45:05.000Z': real moments (when a session was made). */
export function toUtcIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}

/** ISO 8601 with the +07:00 offset: '2026-11-24T10:45:05+07:00'. */
export function toWibIso(epochMs: number): string {
  return `${new Date(epochMs + WIB_OFFSET_MS).toISOString().slice(0, 19)}${WIB_OFFSET}`;
}

/** 'YYYY-MM-DD' in WIB (what a date input takes). */
export function toWibIsoDate(epochMs: number): string {
  return new Date(epochMs + WIB_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date is one of the calendar (no 30 February); years 100 to 9999. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A moment as a Date, for the platform calls that take one (a date picker's bounds, Intl). */
export function dateOfMs(epochMs: number): Date {
  return new Date(epochMs);
}

/**
 * A wall time in the device's own zone (a date picker's day: the phone's calendar, a plain day, no zone).
 * Months are 1 to 12.
 */
export function localDate(year: number, month: number, day: number, hours = 0, minutes = 0): Date {
  return new Date(year, month - 1, day, hours, minutes);
}
