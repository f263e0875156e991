import { formatNumber } from './money';

/**
 * Loyalty points as whole numbers grouped like rupiah in the reader's language ('1.250.000' /
 * '1,250,000'): the points page, the membership page, the wallet home and the cashier write them the same way.
 */
export function formatPoints(value: string | number, lang: string): string {
  return formatNumber(value, lang);
}

/** A change of points with its sign: '+1.200', '−5.000'. */
export function formatPointsChange(value: string | number, lang: string): string {
  return Number(value) > 0 ? `+${formatNumber(value, lang)}` : formatNumber(value, lang);
}
