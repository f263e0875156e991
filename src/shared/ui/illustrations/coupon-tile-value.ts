/**
 * A coupon's value as its tile writes it, short as Indonesian shops do in both languages: 45K, 1,5JT, 10%.
 */
export function tileValueOf(kind: 'AMOUNT' | 'RATE', value: number): string {
  if (kind === 'RATE') return `${value}%`;
  if (value >= 1_000_000) return `${String(Math.round(value / 100_000) / 10).replace('.', ',')}JT`;
  if (value >= 1_000) return `${String(Math.round(value / 100) / 10).replace('.', ',')}K`;
  return String(value);
}

/** A font size that fits the value in the tile's width (bold digits are about 0.6 em wide). */
export function tileFontSize(text: string): number {
  return Math.round(Math.min(22, 50 / (Math.max(1, text.length) * 0.6)) * 10) / 10;
}
