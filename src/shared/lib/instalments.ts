/**
 * What the months of a loan really cost, read off the bank's schedule: the first instalment, and the last
 * one when it differs (the bank's rounding lands on the last; a Pay Later upfront fee or a coupon changes
 * the first). No figure is recomputed: Instant Cash and the cashier tell it the same way.
 */
export function instalmentsOf(amounts: string[], fallback: string): { first: string; last: string | null } {
  const first = amounts[0] ?? fallback;
  const last = amounts.at(-1) ?? fallback;
  return { first, last: Number(last) === Number(first) ? null : last };
}
