/**
 * Mobile prefixes Indonesian operators really use, as the bank stores numbers (no leading 0 or +62):
 * Telkomsel, Indosat, XL, Axis, Tri and Smartfren.
 */
export const OPERATOR_PREFIXES = [
  // Telkomsel
  '811',
  '812',
  '813',
  '821',
  '822',
  '823',
  '851',
  '852',
  '853',
  // Indosat Ooredoo
  '814',
  '815',
  '816',
  '855',
  '856',
  '857',
  '858',
  // XL Axiata
  '817',
  '818',
  '819',
  '859',
  '877',
  '878',
  // Axis
  '831',
  '832',
  '833',
  '838',
  // Tri
  '895',
  '896',
  '897',
  '898',
  '899',
  // Smartfren
  '881',
  '882',
  '883',
  '884',
  '885',
  '886',
  '887',
  '888',
  '889',
] as const;

/**
 * A believable mobile number (an operator prefix and 8 digits) from random digits already drawn: the prefix
 * is chosen by the first two digits, so seeds draw exactly what they drew before and stay as they were.
 */
export function mobileFromDigits(digits: string): string {
  const index = Number(digits.slice(0, 2)) % OPERATOR_PREFIXES.length;
  return OPERATOR_PREFIXES[index] + digits.slice(2, 10).padEnd(8, '0');
}
