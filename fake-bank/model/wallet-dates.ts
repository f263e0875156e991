/**
 * Calendar helpers of the wallet, loyalty and content slices, in Western Indonesian Time (UTC+7), the
 * bank's time zone. Dates are YYYYMMDD and timestamps yyyymmddhhmmss, as on the wire. The arithmetic is the
 * date module's (contracts/dates.ts); these are its names here.
 */
export {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  addDays,
  addYears,
  firstOfMonth,
  toBusinessDate as wibDate,
  toTimestamp as wibTimestamp,
  wibMs,
} from '../../contracts/dates';

/** 'YYYY-MM-DD HH:mm:ss' (the month and year picker's format) as yyyymmddhhmmss. */
export function pickerToTimestamp(value: string): string {
  return value.replace(/\D/g, '');
}
