/**
 * Calendar helpers of the wallet, loyalty and content slices, in Western Indonesian Time (UTC+7), the
 * bank's time zone. Dates are YYYYMMDD and timestamps yyyymmddhhmmss, as on the wire.
 */
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000;
export const DAY_MS = 86_400_000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** yyyymmddhhmmss in WIB. */
export function wibTimestamp(epochMs: number): string {
  const d = new Date(epochMs + WIB_OFFSET_MS);
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`
  );
}

/** YYYYMMDD in WIB. */
export function wibDate(epochMs: number): string {
  return wibTimestamp(epochMs).slice(0, 8);
}

/** A YYYYMMDD date moved by whole days (calendar arithmetic, no time zone involved). */
export function addDays(ymd: string, days: number): string {
  const t = Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8)));
  const d = new Date(t + days * DAY_MS);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** A YYYYMMDD date moved by whole years (29 February becomes 1 March). */
export function addYears(ymd: string, years: number): string {
  const d = new Date(
    Date.UTC(Number(ymd.slice(0, 4)) + years, Number(ymd.slice(4, 6)) - 1, Number(ymd.slice(6, 8))),
  );
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** 'YYYY-MM-DD HH:mm:ss' (the month and year picker's format) as yyyymmddhhmmss. */
export function pickerToTimestamp(value: string): string {
  return value.replace(/\D/g, '');
}

/** Epoch ms of a WIB wall-clock time on a YYYYMMDD date. */
export function wibMs(ymd: string, hours = 0, minutes = 0): number {
  return Date.UTC(
    Number(ymd.slice(0, 4)),
    Number(ymd.slice(4, 6)) - 1,
    Number(ymd.slice(6, 8)),
    hours - 7,
    minutes,
  );
}

/** The first day (YYYYMMDD) of the month `back` months before the month of a YYYYMMDD date. */
export function firstOfMonth(ymd: string, back = 0): string {
  const d = new Date(Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(4, 6)) - 1 - back, 1));
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}01`;
}
