/** Dates and durations as the video-banking screens show them (WIB, the user's language). */

const localeOf = (lang: string) => (lang === 'en' ? 'en-GB' : 'id-ID');

/** yyyymmddhhmmss (WIB) as a Date, or null when it is not one. */
export function parseStamp(stamp: string): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m) return null;
  return new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}+07:00`);
}

/** '22 Nov 2026' (the day of a yyyymmddhhmmss stamp). */
export function formatDay(stamp: string, lang: string): string {
  const date = parseStamp(stamp);
  if (!date) return '';
  return new Intl.DateTimeFormat(localeOf(lang), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(date);
}

/** A moment the user plans for, as its day and its time: 'Minggu, 22 Nov 2026' and '08.00 WIB'. */
export function formatMoment(stamp: string, lang: string): { day: string; time: string } {
  const date = parseStamp(stamp);
  if (!date) return { day: '', time: '' };
  const day = new Intl.DateTimeFormat(localeOf(lang), {
    weekday: 'long',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Jakarta',
  }).format(date);
  return { day, time: `${formatClock(`${stamp.slice(8, 10)}:${stamp.slice(10, 12)}`, lang)} WIB` };
}

/** '08:00' as the language writes a time of day: '08.00' in Indonesian. */
export function formatClock(hhmm: string, lang: string): string {
  return lang === 'en' ? hhmm : hhmm.replace(':', '.');
}

/** Service hours: '08.00–20.00 WIB'. */
export function formatHours(start: string, end: string, lang: string): string {
  return `${formatClock(start, lang)}–${formatClock(end, lang)} WIB`;
}

/** Whole minutes of a wait given in seconds, rounded up. */
export function waitMinutes(seconds: string): number {
  return Math.ceil(Number(seconds) / 60);
}

/** A call's duration: '02:05'. */
export function formatDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
