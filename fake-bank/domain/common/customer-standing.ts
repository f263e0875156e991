/**
 * The customer account's own standing (decision 0079): the status the bank set, the wallet's core account
 * frozen, a temporary lock. Security, credit and the account summary each read it (decision 0096).
 */
import type { BankState } from '../../model/bank-state';
import { isoToMs, toTimestamp } from '../../../contracts/dates';

export type StandingFacts = Pick<BankState, 'wallet' | 'paylater'> & {
  customer: Pick<BankState['customer'], 'mpcStatus'>;
};

/** yyyymmddhhmmss (WIB) a temporary lock still in force at `nowTs` ends; '' without one. */
export function lockEndOf(state: Pick<BankState, 'paylater'>, nowTs: string): string {
  const until = state.paylater.lockedUntil ? toTimestamp(isoToMs(state.paylater.lockedUntil)) : '';
  return until > nowTs ? until : '';
}

/**
 * mpcStatus as query/status, pre_check and member_info answer it (decision 0079): the status the bank set on
 * the customer account, else F while the wallet's core account is frozen, L while a temporary lock is in
 * force, A active.
 */
export function mpcStatusOf(state: StandingFacts, nowTs: string): 'A' | 'F' | 'L' {
  const set = state.customer.mpcStatus ?? 'A';
  if (set !== 'A') return set;
  if (state.wallet.acctStatus === 'F') return 'F';
  return lockEndOf(state, nowTs) ? 'L' : 'A';
}
