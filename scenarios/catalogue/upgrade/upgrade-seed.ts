import type { Faker } from '@faker-js/faker';
import { HOUR_MS, isoToMs, toUtcIso } from '../../../contracts/dates';
import type { BankState } from '../../../fake-bank/model/bank-state';
import { fitWalletToTier } from '../../../fake-bank/model/wallet';

/** Paths of the upgrade screens, as the scenarios open them (ROUTES in src/shared/navigation). */
export const UPGRADE_MIDDLE_PATH = '/upgrade/pay-plus';
export const UPGRADE_PRIME_PATH = '/upgrade/prime';
/** The result screen of an upgrade: the target tier, and the return code of a refusal. */
export const resultPathOf = (tier: 'middle' | 'prime', code?: string) =>
  `/upgrade/result?tier=${tier}${code ? `&code=${code}` : ''}`;

/** A registered customer whose wallet is Allo Pay (unregistered e-money), its balance under that cap. */
export function seedAlloPay(state: BankState, faker: Faker): void {
  state.customer.mpcLevel = '1';
  fitWalletToTier(state.wallet, '1', faker);
}

/**
 * A customer who holds Allo Prime: the savings account the upgrade opened (0567 and 10 digits, as the bank
 * numbers it) is the wallet's account, upgraded an hour before the clock.
 */
export function seedAlloPrime(state: BankState, faker: Faker): void {
  const acctNo = '0567' + faker.string.numeric(10);
  state.customer.mpcLevel = '3';
  state.security.prime = {
    acctNo,
    upgradedAt: toUtcIso(isoToMs(state.customer.createdAt) - HOUR_MS),
  };
  state.wallet.savingsAcctNo = acctNo;
}
