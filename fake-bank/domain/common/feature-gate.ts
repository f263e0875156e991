import { FEATURE_KEYS } from '../../../contracts/entities/config';
import type { BankState } from '../../model/bank-state';
import { BankError } from '../../kernel/handler';

/**
 * Pay Later on the access config's noOpenList is not open yet (section 6, decision 0034): the bank refuses
 * the calls that start it or borrow on it, not only the landing. Reads, repayments and the wallet go on.
 */
export function payLaterNotOpen(state: BankState): boolean {
  return state.access.noOpenList.includes(FEATURE_KEYS.PAY_LATER);
}

/** PAY_LATER_NOT_OPEN before anything is checked or spent (a PIN session, a factor, money). */
export function refuseNotOpen(state: BankState): void {
  if (payLaterNotOpen(state)) throw new BankError('PAY_LATER_NOT_OPEN');
}
