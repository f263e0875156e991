import { formatWibTime } from '../../../contracts/format';
import { CLOCK_RANGE, toTimestamp } from '../../kernel/clock';
import { formatLocalTime, isoToMs, localWallTime, type Dayjs } from '../../../contracts/dates';

/**
 * The bank's times as the dashboard writes them: the WIB wall time from the bank's own clock helpers
 * (toTimestamp), the time of day as the screens write it in English (contracts/format), never a copy.
 */

/** yyyymmddhhmmss of an instant, in WIB; null when it is not one. */
const stampOf = (iso: string): string | null => {
  const ms = isoToMs(iso);
  return Number.isNaN(ms) ? null : toTimestamp(ms);
};

/** The WIB wall time as a value without a zone (what the date picker shows and returns). */
export function wibWallTime(iso: string): Dayjs | null {
  const stamp = stampOf(iso);
  if (!stamp) return null;
  const [y, mo, d, h, mi] = [0, 4, 6, 8, 10].map((at, i) => Number(stamp.slice(at, at + (i ? 2 : 4))));
  return localWallTime(y!, mo!, d!, h!, mi!);
}

/** 'Sat 21 Nov 2026, 10:00 WIB' (a log row without the weekday); the text as it came when not an instant. */
export function formatBankClock(iso: string, weekday = true): string {
  const stamp = stampOf(iso);
  const wall = wibWallTime(iso);
  if (!stamp || !wall) return iso;
  return `${wall.format(weekday ? 'ddd D MMM YYYY' : 'D MMM YYYY')}, ${formatWibTime(stamp.slice(8, 12), 'en')}`;
}

/** '21 Nov 2026, 10:00 WIB': a log row's bank time. */
export const formatLogClock = (iso: string) => formatBankClock(iso, false);

/** The instant a picked WIB wall time names, as the clock call takes it. */
export const wibInstantOf = (wall: Dayjs) => `${wall.format('YYYY-MM-DDTHH:mm:00')}+07:00`;

/** A day the bank does not serve (CLOCK_RANGE), for the date picker. */
export const outsideServedYears = (day: Dayjs) => {
  const date = day.format('YYYY-MM-DD');
  return date < CLOCK_RANGE.from || date > CLOCK_RANGE.to;
};

/** A real moment (sessions' last use), in the reader's own zone. */
export const formatRealTime = (iso: string) => formatLocalTime(iso, 'D MMM YYYY, HH:mm');
