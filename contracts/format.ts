/**
 * How money, numbers and times of day are written, on the screens and in the bank's own texts (decision
 * 0023). Both sides import this one file, so it imports nothing.
 *
 * - Rupiah: 'Rp' straight before the figure, no space, no decimals ('Rp10.000', as spec section 9 writes
 *   it): nothing lies between the sign and the figure, so a line never breaks there.
 * - Rupiah group thousands with dots in both languages ('Rp1.250.000', spec section 9 "Rp with dot
 *   thousands separators", decision 0035). Other figures follow the reader's language: Indonesian dots and
 *   a decimal comma ('1.250.000 poin', '1,95%'), English the other way round ('1,250,000 points', '1.95%').
 * - A minus is the minus sign U+2212 ('−Rp10.000'), as in the wallet's lists.
 * - A time of day: '09.30 WIB' in Indonesian (its convention), '09:30 WIB' in English, a no-break space
 *   before WIB.
 *
 * `lang` is 'id', 'en' or a locale; English when it starts with en, as everywhere (contracts/messages.ts).
 */

const isEnglish = (lang: string) => lang.toLowerCase().startsWith('en');

/** The minus sign of every negative figure. */
export const MINUS = '\u2212';

interface Separators {
  group: string;
  decimal: string;
}

const separatorsOf = (lang: string): Separators =>
  isEnglish(lang) ? { group: ',', decimal: '.' } : { group: '.', decimal: ',' };

const valueOf = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);

/** The figure without its sign, grouped and with `decimals` decimals; null when it is not a number. */
function digitsOf(value: number, lang: string, decimals: number): string | null {
  if (!Number.isFinite(value)) return null;
  const { group, decimal } = separatorsOf(lang);
  const [whole = '0', fraction] = Math.abs(value).toFixed(decimals).split('.');
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, group) + (fraction ? decimal + fraction : '');
}

const isNegative = (value: number, decimals: number) =>
  value < 0 && Number(Math.abs(value).toFixed(decimals)) > 0;

/** A plain number: '1.250.000' / '1,250,000'; '-' when it is not one. */
export function formatNumber(value: number | string, lang: string, decimals = 0): string {
  const number = valueOf(value);
  const digits = digitsOf(number, lang, decimals);
  if (digits === null) return '-';
  return (isNegative(number, decimals) ? MINUS : '') + digits;
}

/**
 * Whole rupiah: 'Rp1.250.000' in both languages, '−Rp5.000' below zero. `direction` writes an amount that
 * moves money with its sign whatever the figure's own: 'in' '+Rp10.000', 'out' '−Rp10.000'.
 */
export function formatRupiah(amount: number | string, lang: string, direction?: 'in' | 'out'): string {
  const number = valueOf(amount);
  // Dots whatever the language: the currency's own rule (section 9), not the reader's.
  const digits = digitsOf(number, 'id', 0);
  if (digits === null) return '-';
  const sign = direction === 'in' ? '+' : direction === 'out' || isNegative(number, 0) ? MINUS : '';
  return `${sign}Rp${digits}`;
}

/** A rate with its two decimals (spec section 9): '1,95%' / '1.95%'. */
export function formatRate(rate: number | string, lang: string): string {
  return `${formatNumber(rate, lang, 2)}%`;
}

/** A percentage with the decimals it has, at most two: '15%', '12,5%' / '12.5%', '1,95%' / '1.95%'. */
export function formatPercent(value: number | string, lang: string): string {
  const number = valueOf(value);
  const decimals = Number.isInteger(number) ? 0 : Number.isInteger(Math.round(number * 1000) / 100) ? 1 : 2;
  return `${formatNumber(number, lang, decimals)}%`;
}

/** The hour and minute of 'HH:mm', 'HHmm' or 'HHmmss': '09.30' / '09:30'; '' when it is not one. */
export function formatClock(time: string, lang: string): string {
  const digits = time.replace(/\D/g, '');
  if (!/^\d{4}(\d{2})?$/.test(digits)) return '';
  return `${digits.slice(0, 2)}${isEnglish(lang) ? ':' : '.'}${digits.slice(2, 4)}`;
}

/** A time of day in WIB, the bank's zone: '09.30 WIB' / '09:30 WIB' (never broken before WIB). */
export function formatWibTime(time: string, lang: string): string {
  const clock = formatClock(time, lang);
  return clock ? `${clock}\u00a0WIB` : '';
}

/** Opening hours: '08.00–20.00 WIB' / '08:00–20:00 WIB'. */
export function formatWibHours(start: string, end: string, lang: string): string {
  return `${formatClock(start, lang)}–${formatWibTime(end, lang)}`;
}
