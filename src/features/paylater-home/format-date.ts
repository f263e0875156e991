/** Dates as the bank sends them (YYYYMMDD, YYYYMM, yyyymmddhhmmss, all WIB) in the reader's language. */

const localeOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'id-ID');

function dateOf(ymd: string, time = '120000'): Date {
  const [h, m, s] = [time.slice(0, 2), time.slice(2, 4), time.slice(4, 6)];
  return new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T${h}:${m}:${s}+07:00`);
}

/** `21 Nov 2026` (lists, UX.md). */
export function formatShortDate(ymd: string, lang: string): string {
  if (!/^\d{8}$/.test(ymd)) return ymd;
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(dateOf(ymd));
}

/** `November 2026` for a statement month YYYYMM. */
export function formatMonth(yyyymm: string, lang: string): string {
  if (!/^\d{6}$/.test(yyyymm)) return yyyymm;
  return new Intl.DateTimeFormat(localeOf(lang), {
    month: 'long',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(dateOf(`${yyyymm}01`));
}

/** `22 Nov 2026, 10.00` for a timestamp yyyymmddhhmmss. */
export function formatDateTime(ts: string, lang: string): string {
  if (!/^\d{14}$/.test(ts)) return ts;
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Asia/Jakarta',
  }).format(dateOf(ts.slice(0, 8), ts.slice(8, 14)));
}
