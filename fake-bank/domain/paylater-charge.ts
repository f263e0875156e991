import type { CodeName } from '../../contracts';
import type { BankState } from '../../scenarios';
import { availableLimit, buildBook, newLoanRecord, planOf, planTermOf } from '../state/credit-ledger';
import { toTimestamp } from '../core/clock';
import { borrowRefusal, refuseEndedLine } from './credit-view';
import { payLaterNotOpen, refuseNotOpen } from './feature-gate';

/**
 * A checkout with a Pay Later part is refused first when Pay Later is not open or its line ended
 * (decision 0034), before the PIN, the balance or the points are looked at: nothing is spent.
 */
export function refusePayLaterPart(state: BankState): void {
  refuseNotOpen(state);
  if (state.credit.account) refuseEndedLine(state.credit.account);
}

export type PayLaterCharge = { ok: true; refNbr: string } | { ok: false; code: CodeName };

/**
 * Charge a purchase to the Pay Later credit line (used by wallet checkout and union-pay checkout). The
 * credit area implements it against its own slice: refused without a line (CREDIT_NO_ACCOUNT), for loss
 * or locked block codes, while overdue (CREDIT_OVERDUE), for a term the Pay Later plan does not offer
 * (CREDIT_TERM_INVALID), below the plan minimum (CREDIT_PAYLATER_BELOW_MINIMUM) or above the available
 * limit (CREDIT_PAYLATER_LIMIT_EXCEEDED); otherwise a loan of type PS (DS for one term) is booked now and
 * billed from the next statement. One order number books one loan: a second call answers the same loan.
 */
export function chargePayLater(
  state: BankState,
  amount: number,
  now: number,
  order: { orderNo: string; merchantName: string; terms: number },
): PayLaterCharge {
  if (payLaterNotOpen(state)) return { ok: false, code: 'PAY_LATER_NOT_OPEN' };
  const credit = state.credit;
  const account = credit.account;
  if (!account) return { ok: false, code: 'CREDIT_NO_ACCOUNT' };
  const orderNo = order.orderNo.slice(0, 64);
  const existing = credit.loans.find(
    (l) => l.kind === 'PAYLATER' && l.status === 'S' && l.merBizNo === orderNo,
  );
  if (existing) return { ok: true, refNbr: existing.refNbr };
  const nowTs = toTimestamp(now);
  const book = buildBook(credit, nowTs);
  const refusal = borrowRefusal(book, 'PAYLATER', state);
  if (refusal) return { ok: false, code: refusal };
  const plan = planOf(account, 'PAYLATER');
  const term = plan && planTermOf(plan, order.terms);
  if (!plan || !term) return { ok: false, code: 'CREDIT_TERM_INVALID' };
  if (!Number.isSafeInteger(amount) || amount < Math.max(1, plan.minPrincipal)) {
    return { ok: false, code: 'CREDIT_PAYLATER_BELOW_MINIMUM' };
  }
  if (amount > availableLimit(book)) return { ok: false, code: 'CREDIT_PAYLATER_LIMIT_EXCEEDED' };
  const loan = newLoanRecord(credit, account, {
    kind: 'PAYLATER',
    principal: amount,
    terms: term.term,
    time: nowTs,
    merchantName: order.merchantName.slice(0, 128),
    merBizNo: orderNo,
  });
  credit.loans.push(loan);
  return { ok: true, refNbr: loan.refNbr };
}
