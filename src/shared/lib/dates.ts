/**
 * Dates as UX.md writes them: '21 Nov 2026' in lists and summaries, '21 November 2026' on details. The
 * bank sends YYYYMMDD and yyyymmddhhmmss in WIB; they are shown as WIB whatever the phone's zone.
 */
function dateOf(ymd: string, time = '120000'): Date {
  const [h, m, s] = [time.slice(0, 2), time.slice(2, 4), time.slice(4, 6)];
  return new Date(`${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}T${h}:${m}:${s}+07:00`);
}

const localeOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'id-ID');

export function formatDate(ymd: string, lang: string, month: 'short' | 'long' = 'short'): string {
  if (!/^\d{8}$/.test(ymd)) return ymd;
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month,
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  })
    .format(dateOf(ymd))
    .replace('.', '');
}

/** yyyymmddhhmmss as '21 November 2026, 09:59 WIB'. */
export function formatDateTime(ts: string, lang: string): string {
  if (!/^\d{14}$/.test(ts)) return ts;
  const date = dateOf(ts.slice(0, 8), ts.slice(8));
  const day = formatDate(ts.slice(0, 8), lang, 'long');
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Jakarta',
  }).format(date);
  return `${day}, ${time} WIB`;
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
