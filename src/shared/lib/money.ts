/** Rupiah as the spec writes it: `Rp 1.250.000`, dot thousands, no decimals. */
export function formatRupiah(amount: string | number): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  if (!Number.isFinite(value)) return 'Rp -';
  const sign = value < 0 ? '-' : '';
  const digits = Math.round(Math.abs(value))
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}Rp ${digits}`;
}

/** Rates keep two decimals with a decimal comma: `1,95%`. */
export function formatRate(rate: string | number): string {
  const value = typeof rate === 'string' ? Number(rate) : rate;
  return `${value.toFixed(2).replace('.', ',')}%`;
}
