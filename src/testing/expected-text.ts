/**
 * What the tests expect to read, written by the tests themselves and not imported from the app, on purpose:
 * the bank's envelope, Rupiah, WIB times, dates and month names. Shared by e2e (e2e/bank-helpers.ts) and
 * the component tests (src/testing).
 */

/** The bank's envelope, as the tests read it. */
export interface Envelope<T = Record<string, unknown>> {
  ret_code: string;
  ret_msg: string;
  ret_data: T;
}

/** Rupiah as the screen writes it, in both languages (decision 0035): 'Rp1.250.000'. Written here, not imported from the app, on purpose. */
export const rp = (amount: string | number) =>
  `Rp${String(Math.round(Number(amount))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

/** The time of day of yyyymmddhhmmss (or of hhmmss) as an Indonesian screen writes it: '09.59 WIB'. */
export const wib = (stamp: string) => {
  const time = stamp.length >= 14 ? stamp.slice(8) : stamp;
  return `${time.slice(0, 2)}.${time.slice(2, 4)} WIB`;
};

export const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'Mei',
  'Jun',
  'Jul',
  'Agu',
  'Sep',
  'Okt',
  'Nov',
  'Des',
];
export const MONTHS_LONG = [
  'Januari',
  'Februari',
  'Maret',
  'April',
  'Mei',
  'Juni',
  'Juli',
  'Agustus',
  'September',
  'Oktober',
  'November',
  'Desember',
];

/** '21 Nov 2026' (lists) of a YYYYMMDD (or the date part of a timestamp). */
export const shortDate = (ymd: string) =>
  `${Number(ymd.slice(6, 8))} ${MONTHS_SHORT[Number(ymd.slice(4, 6)) - 1]} ${ymd.slice(0, 4)}`;
/** '21 November 2026' (details) of a YYYYMMDD. */
export const longDate = (ymd: string) =>
  `${Number(ymd.slice(6, 8))} ${MONTHS_LONG[Number(ymd.slice(4, 6)) - 1]} ${ymd.slice(0, 4)}`;
/** 'November 2026' of a YYYYMM. */
export const monthName = (yyyymm: string) =>
  `${MONTHS_LONG[Number(yyyymm.slice(4, 6)) - 1]} ${yyyymm.slice(0, 4)}`;
