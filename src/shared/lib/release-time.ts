/** yyyymmddhhmmss (WIB) as the user reads it: '22 Nov 2026, 00.00 WIB'. */
export function formatReleaseTime(stamp: string | undefined, lang: string): string | null {
  if (!stamp || !/^\d{14}$/.test(stamp)) return null;
  const iso = `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}T${stamp.slice(8, 10)}:${stamp.slice(10, 12)}:00+07:00`;
  const text = new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'Asia/Jakarta',
  }).format(new Date(iso));
  return `${text} WIB`;
}
