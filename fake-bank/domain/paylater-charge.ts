import type { CodeName } from '../../contracts';
import type { BankState } from '../../scenarios';

export type PayLaterCharge = { ok: true; refNbr: string } | { ok: false; code: CodeName };

/**
 * Charge a purchase to the Pay Later credit line (used by wallet checkout). The credit area implements
 * it against its own slice: available limit, block codes, overdue rules, a transaction of type PS.
 */
export function chargePayLater(
  _state: BankState,
  _amount: number,
  _now: number,
  _order: { orderNo: string; merchantName: string; terms: number },
): PayLaterCharge {
  return { ok: false, code: 'CANNOT_PROCESS' };
}
