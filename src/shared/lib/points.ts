import { formatNumber } from './money';

/**
 * Loyalty points as whole numbers grouped as rupiah are, with dots in both languages ('1.250.000'): money is
 * 'Rp1.250.000' in English too (the currency's own rule, formatRupiah), and a screen that wrote
 * 'Rp3.796.267' beside '678,160 points' had two number formats (issue 40). The points page, the membership
 * page, the wallet home and the cashier write them the same way. `lang` stays for the callers' sake.
 */
export function formatPoints(value: string | number, lang: string): string {
  void lang;
  return formatNumber(value, 'id');
}

/** A change of points with its sign: '+1.200', '−5.000'. */
export function formatPointsChange(value: string | number, lang: string): string {
  const points = formatPoints(value, lang);
  return Number(value) > 0 ? `+${points}` : points;
}
