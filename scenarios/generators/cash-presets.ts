import type { Faker } from '@faker-js/faker';
import { isoToMs, MINUTE_MS, toTimestamp } from '../../contracts/dates';
import type { BankState } from '../../fake-bank/model/bank-state';
import { newLoanRecord } from '../../fake-bank/model/credit-ledger';
import { repaid } from './credit-presets';

/**
 * Instant Cash states for the cash scenarios, on top of the credit presets (credit-presets.ts):
 *
 * | state                                              | call                                        |
 * | -------------------------------------------------- | ------------------------------------------- |
 * | the page runs inside the bank app                  | inBankApp(state)                            |
 * | a seed, then inside the bank app (for tests)       | inApp(seed)                                 |
 * | may withdraw now (repaid line, half of it as cash) | cashAvailable(state, faker)                 |
 * | a withdrawal made a minute ago, result not polled  | cashJustWithdrawn(state, faker, { outcome }) |
 */

/** The bridge says the page runs inside the bank app (Instant Cash is exclusive to it, spec section 6). */
export function inBankApp(state: BankState): void {
  state.device.inApp = true;
}

/**
 * A line that may take Instant Cash now, in the bank app: the current statement repaid, half of the
 * credit limit usable as cash (the faker picks the limit), no Instant Cash this month, two Instant
 * Cash coupons available (first month interest-free for 3 or 6 months from Rp500.000; 50 % off the
 * interest for 3, 6 or 12 months from Rp1.000.000).
 */
export function cashAvailable(state: BankState, faker: Faker): void {
  repaid(state, faker);
  inBankApp(state);
}

/**
 * `seed`, then the page in the bank app: what a test of Instant Cash's calls starts from, since the bank
 * refuses them outside the app (decision 0078).
 */
export function inApp(seed?: (state: BankState, faker: Faker) => void) {
  return (state: BankState, faker: Faker): void => {
    seed?.(state, faker);
    inBankApp(state);
  };
}

export interface JustWithdrawnOptions {
  principal?: number;
  terms?: number;
  /** S the payout succeeds, F it fails (as the magic amount 505050 does). */
  outcome?: 'S' | 'F';
}

/**
 * An Instant Cash applied for a minute before the clock whose result was not reported yet: the next
 * transaction_status answers it (after the scenario's `polls.transaction_status` processing answers).
 */
export function cashJustWithdrawn(state: BankState, faker: Faker, options: JustWithdrawnOptions = {}): void {
  cashAvailable(state, faker);
  const credit = state.credit;
  const account = credit.account;
  if (!account) throw new Error('cashJustWithdrawn needs a credit line');
  const outcome = options.outcome ?? 'S';
  credit.loans.push(
    newLoanRecord(credit, account, {
      kind: 'CASH',
      principal: options.principal ?? (outcome === 'F' ? 505_050 : 1_000_000),
      terms: options.terms ?? 3,
      time: toTimestamp(isoToMs(credit.asOf) - MINUTE_MS),
      merchantName: 'Instant Cash',
      status: outcome,
      failCode: outcome === 'F' ? 'CREDIT_WITHDRAWAL_FAILED' : '',
      reported: false,
    }),
  );
}
