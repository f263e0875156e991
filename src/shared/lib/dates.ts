import { dateOfMs } from '../../../contracts/dates-core';
import { formatWibHours, formatWibTime } from '../../../contracts/format';
import { langOf } from '../../../contracts/lang';
import { i18n } from '../../i18n';

/**
 * Dates and times as every screen writes them (decision 0023). The bank sends YYYYMMDD, YYYYMM and
 * yyyymmddhhmmss in WIB; they are shown as WIB whatever the phone's zone.
 *
 * - A date is day, month and year in this order in both languages. 'long' ('21 November 2026') in the
 *   headline and the label-value rows of a receipt or a detail screen; 'short' ('21 Nov 2026') everywhere
 *   else: lists (a detail's instalment schedule too), cards, forms, quotes, summaries, status screens. One
 *   style per context, never both side by side. A date never breaks over two lines (no-break spaces).
 * - A time of day says its zone: '09.59 WIB' in Indonesian, '09:59 WIB' in English; with a date,
 *   '21 Nov 2026, 09.59 WIB'.
 */
export type DateStyle = 'short' | 'long';

export { formatWibHours };

const NBSP = '\u00a0';

/**
 * Month and weekday names from the frame's texts (common:dates, there before the first paint in the language
 * in use). A runtime makes its first date formatter slowly, as it loads its calendar data: that took the Pay
 * Later home's first draw some 30 ms, and 130 ms on a slow phone. The runtime's names stay the fallback for a
 * language whose texts are not loaded; dates.test.ts keeps the two the same.
 */
function namesOf(lang: string, list: 'monthsShort' | 'monthsLong' | 'weekdays'): readonly string[] | null {
  const names: unknown = i18n.getResource(langOf(lang), 'common', `dates.${list}`);
  return Array.isArray(names) ? (names as string[]) : null;
}

/** The runtime's names (en-US: 'Sep', where en-GB now writes 'Sept'). */
const namesLocale = (lang: string) => (langOf(lang) === 'en' ? 'en-US' : 'id-ID');

/** Made once per locale and kind, as a runtime makes a formatter slowly. */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(lang: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = namesLocale(lang);
  const key = `${locale} ${options.month ?? ''} ${options.weekday ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The runtime's name of a month (1 to 12), the fallback of monthName. */
export function runtimeMonthName(month: number, lang: string, style: DateStyle = 'long'): string {
  return formatterOf(lang, { month: style })
    .format(Date.UTC(2000, month - 1, 1))
    .replace(/\.$/, '');
}

/** The runtime's name of a weekday (0 Sunday to 6 Saturday), the fallback of the texts' names. */
export function runtimeWeekdayName(weekday: number, lang: string): string {
  return formatterOf(lang, { weekday: 'long' }).format(Date.UTC(2000, 0, 2 + weekday));
}

/** The name of a month (1 to 12): 'Des' / 'Desember', 'Dec' / 'December'. */
export function monthName(month: number, lang: string, style: DateStyle = 'long'): string {
  return (
    namesOf(lang, style === 'long' ? 'monthsLong' : 'monthsShort')?.[month - 1] ??
    runtimeMonthName(month, lang, style)
  );
}

/** The date part of a bank date (YYYYMMDD, YYYY-MM-DD or yyyymmddhhmmss), or null when it is not one. */
function partsOf(date: string): { year: number; month: number; day: number } | null {
  const digits = date.replace(/[-\s:]/g, '');
  if (!/^\d{8}(\d{6})?$/.test(digits)) return null;
  const [year, month, day] = [digits.slice(0, 4), digits.slice(4, 6), digits.slice(6, 8)].map(Number) as [
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { year, month, day };
}

/** '21 Nov 2026' (short) or '21 November 2026' (long); the text as it came when it is not a date. */
export function formatDate(date: string, lang: string, style: DateStyle = 'short'): string {
  const parts = partsOf(date);
  if (!parts) return date;
  return [parts.day, monthName(parts.month, lang, style), parts.year].join(NBSP);
}

/** A moment yyyymmddhhmmss: '21 Nov 2026, 09.59 WIB' (short) or '21 November 2026, 09.59 WIB' (long). */
export function formatDateTime(stamp: string, lang: string, style: DateStyle = 'short'): string {
  if (!/^\d{14}$/.test(stamp)) return stamp;
  return `${formatDate(stamp, lang, style)}, ${formatWibTime(stamp.slice(8), lang)}`;
}

/** The time of day of a moment yyyymmddhhmmss: '09.59 WIB' / '09:59 WIB'. */
export function formatTime(stamp: string, lang: string): string {
  return /^\d{14}$/.test(stamp) ? formatWibTime(stamp.slice(8), lang) : stamp;
}

/** The weekday and the short date of a day: 'Minggu, 22 Nov 2026' / 'Sunday, 22 Nov 2026'. */
export function formatWeekdayDate(date: string, lang: string): string {
  const parts = partsOf(date);
  if (!parts) return date;
  const day = dateOfMs(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  const weekday = namesOf(lang, 'weekdays')?.[day] ?? runtimeWeekdayName(day, lang);
  return `${weekday}, ${formatDate(date, lang)}`;
}

/** A statement month YYYYMM (or a date in it): 'November 2026'. */
export function formatMonth(yyyymm: string, lang: string): string {
  const digits = yyyymm.replace(/\D/g, '');
  if (!/^\d{6}/.test(digits)) return yyyymm;
  const month = Number(digits.slice(4, 6));
  if (month < 1 || month > 12) return yyyymm;
  return `${monthName(month, lang)} ${digits.slice(0, 4)}`;
}

/** A running duration in whole seconds, as a call's timer shows it: '02:05' (the same in both languages). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
