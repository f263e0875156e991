import { formatClock, formatRupiah } from './format';

/**
 * The figures of a finished text that break the rule of contracts/format.ts in its language: a rupiah amount
 * not written as formatRupiah writes it ('Rp 50.000.000', or 'Rp10,000' in either language) and a time of day with
 * the other language's separator ('00:00 WIB' in Indonesian). The tests of the bank's and the screens'
 * fixed texts use it; the figures the code writes come from the helpers themselves.
 */
export function misformattedFigures(text: string, lang: string): string[] {
  const wrong: string[] = [];
  for (const [amount] of text.matchAll(/Rp\s*\d(?:[\d.,]*\d)?/g)) {
    if (amount !== formatRupiah(amount.replace(/\D/g, ''), lang)) wrong.push(amount);
  }
  for (const [, clock = ''] of text.matchAll(/\b(\d{2}[.:]\d{2})(?=(?:[–-]\d{2}[.:]\d{2})?\s*WIB)/g)) {
    if (clock !== formatClock(clock, lang)) wrong.push(clock);
  }
  return wrong;
}
