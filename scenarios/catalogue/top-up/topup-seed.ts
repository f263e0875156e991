import type { BankState } from '../../../fake-bank/model/bank-state';
import { openTopUp } from '../../../fake-bank/model/wallet-topup';
import { isoToMs, toTimestamp } from '../../../contracts/dates';

/** Paths of the top-up screens, as the scenarios open them (ROUTES in src/shared/navigation). */
export const TOP_UP_PATH = '/wallet/top-up';
export const TOP_UP_BANK_TRANSFER_PATH = '/wallet/top-up/bank-transfer';
export const TOP_UP_DEBIT_CARD_PATH = '/wallet/top-up/debit-card';
export const TOP_UP_QRIS_PATH = '/wallet/top-up/qris';
export const TOP_UP_STORE_PATH = '/wallet/top-up/store';

/** The top-up scenarios run on the catalogue's default day, written out so seeded numbers stay right. */
export const TOP_UP_CLOCK = '2026-11-21T10:00:00+07:00';
/** The first top-up a seed opens on TOP_UP_CLOCK. */
export const SEEDED_TOP_UP_NO = 'TU202611210001';

/**
 * The wallet's ledger balance set to `amount`, with nothing held by processing orders (they completed), so
 * the balance on screen is the one the tier's cap is measured against.
 */
export function setWalletBalance(state: BankState, amount: number): void {
  for (const order of state.wallet.orders) if (order.status === '1') order.status = '2';
  state.wallet.balance = String(amount);
}

/** Money received so far this month (counts against the monthly incoming cap). */
export function setIncomingThisMonth(state: BankState, amount: number): void {
  state.wallet.incoming = {
    month: toTimestamp(isoToMs(TOP_UP_CLOCK)).slice(0, 6),
    amount: String(amount),
  };
}

/** A QRIS or store top-up waiting for its payment, opened at the scenario's start as the bank opens one. */
export function seedWaitingTopUp(
  state: BankState,
  input: Omit<Parameters<typeof openTopUp>[1], 'now'>,
): void {
  const record = openTopUp(state, { ...input, now: isoToMs(TOP_UP_CLOCK) });
  if (record.topUpNo !== SEEDED_TOP_UP_NO) throw new Error(`seeded top-up is ${record.topUpNo}`);
}
