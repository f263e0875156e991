/** Only the digits typed, without leading zeros ('Rp 1.000.000' -> '1000000'), at most 15. */
export function digitsOf(input: string): string {
  return input.replace(/\D/g, '').replace(/^0+/, '').slice(0, 15);
}

/** Digits grouped with dots as they are typed ('1000000' -> '1.000.000'). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
