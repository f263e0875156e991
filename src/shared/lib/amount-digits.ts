import { formatNumber } from './money';

/** Only the digits typed, without leading zeros ('Rp1.000.000' -> '1000000'), at most 15. */
export function digitsOf(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+/, '').slice(0, 15);
}

/**
 * Rupiah digits grouped as they are typed: dots in both languages, as the amount is written once entered
 * ('1000000' -> '1.000.000', decision 0035). `lang` is kept so callers need not know the rule.
 */
export function groupDigits(digits: string | number, lang: string): string {
  void lang;
  return digits === '' ? '' : formatNumber(digits, 'id');
}
