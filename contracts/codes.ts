import { BASE_CODES } from './codes/base';
import { CREDIT_CODES } from './codes/credit';
import { ONBOARDING_CODES } from './codes/onboarding';
import { SECURITY_CODES } from './codes/security';
import { WALLET_CODES } from './codes/wallet';

/** Every return code the product knows, from all areas. A code value appears once. */
export const CODES = {
  ...BASE_CODES,
  ...ONBOARDING_CODES,
  ...SECURITY_CODES,
  ...CREDIT_CODES,
  ...WALLET_CODES,
} as const;

export type CodeName = keyof typeof CODES;
export type CodeEntry = (typeof CODES)[CodeName];

export function codeByValue(code: string): CodeEntry | undefined {
  return Object.values(CODES).find((entry) => entry.code === code);
}
