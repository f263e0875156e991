/**
 * Loyalty points as whole numbers with dot thousands, like rupiah (`1.250.000`), in both languages: the
 * points page, the membership page and the wallet home write them the same way.
 */
export function formatPoints(value: string | number): string {
  const amount = typeof value === 'string' ? Number(value) : value;
  if (!Number.isFinite(amount)) return '-';
  const sign = amount < 0 ? '-' : '';
  return (
    sign +
    Math.round(Math.abs(amount))
      .toString()
      .replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  );
}

/** A change of points with its sign: `+1.200`, `-5.000`. */
export function formatPointsChange(value: string | number): string {
  const amount = Number(value);
  return amount > 0 ? `+${formatPoints(amount)}` : formatPoints(amount);
}
