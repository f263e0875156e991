import { formatNumber } from './money';

/** Only the digits typed, without leading zeros ('Rp1.000.000' -> '1000000'), at most 15. */
export function digitsOf(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+/, '').slice(0, 15);
}

/** Digits grouped as they are typed, in the reader's language ('1000000' -> '1.000.000' / '1,000,000'). */
export function groupDigits(digits: string | number, lang: string): string {
  return digits === '' ? '' : formatNumber(digits, lang);
}
