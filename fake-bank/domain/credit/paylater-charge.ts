import type { CodeName } from '../../../contracts';
import type { BankState } from '../../model/bank-state';
import type { PlanTerm } from '../../model/credit';
import { loanTermsOf, planOf, planTermOf, scheduleOf, type TermPlanView } from '../../model/credit-schedule';
import { type Book } from '../../model/credit-statements';
import { availableLimit, buildBook, newLoanRecord } from '../../model/credit-ledger';
import { toTimestamp } from '../../kernel/clock';
import {
  borrowRefusal,
  payLaterStatusClosed,
  refuseEndedLine,
  refusePayLaterStatusClosed,
} from './credit-view';
import { payLaterNotOpen, refuseNotOpen } from '../common/feature-gate';

/**
 * A checkout with a Pay Later part is refused first when Pay Later is not open or its line ended
 * (decision 0034), before the PIN, the balance or the points are looked at: nothing is spent.
 */
export function refusePayLaterPart(state: BankState): void {
  refuseNotOpen(state);
  refusePayLaterStatusClosed(state);
  if (state.credit.account) refuseEndedLine(state.credit.account);
}

export type PayLaterCharge = { ok: true; refNbr: string } | { ok: false; code: CodeName };

/**
 * Why a Pay Later part of `amount` cannot be borrowed on these books (null: it can): blocked or overdue
 * (section 6), below the plan minimum, above the available limit. The trial and the charge ask the same.
 */
function amountRefusal(state: BankState, book: Book, amount: number): CodeName | null {
  const refusal = borrowRefusal(book, 'PAYLATER', state);
  if (refusal) return refusal;
  const plan = planOf(book.account, 'PAYLATER');
  if (!plan) return 'CREDIT_TERM_INVALID';
  if (!Number.isSafeInteger(amount) || amount < Math.max(1, plan.minPrincipal)) {
    return 'CREDIT_PAYLATER_BELOW_MINIMUM';
  }
  if (amount > availableLimit(book)) return 'CREDIT_PAYLATER_LIMIT_EXCEEDED';
  return null;
}

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
  if (payLaterNotOpen(state) || payLaterStatusClosed(state)) return { ok: false, code: 'PAY_LATER_NOT_OPEN' };
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
  const tooMuchOrLittle = amountRefusal(state, book, amount);
  if (tooMuchOrLittle) return { ok: false, code: tooMuchOrLittle };
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

/** One tenor of a Pay Later trial: the plan's rates, the upfront admin fee and the instalments. */
export interface PayLaterQuote {
  term: PlanTerm;
  upfrontFee: number;
  schedule: TermPlanView[];
}

export type PayLaterTrial = { ok: true; quotes: PayLaterQuote[] } | { ok: false; code: CodeName };

/**
 * What a Pay Later part of `amount` would cost on each tenor of the plan if it were charged now
 * (try/loan with SCENARIO PAY_LATTER, decision 0039): refused as the charge would be. Each tenor is the
 * loan record the charge would book, made on a copy of the slice (nothing is stored, no id is spent), so
 * its schedule is the one the bills will show: the upfront admin fee billed with the first instalment.
 */
export function payLaterTrial(state: BankState, amount: number, now: number): PayLaterTrial {
  if (payLaterNotOpen(state) || payLaterStatusClosed(state)) return { ok: false, code: 'PAY_LATER_NOT_OPEN' };
  const credit = state.credit;
  const account = credit.account;
  if (!account) return { ok: false, code: 'CREDIT_NO_ACCOUNT' };
  const nowTs = toTimestamp(now);
  const refusal = amountRefusal(state, buildBook(credit, nowTs), amount);
  if (refusal) return { ok: false, code: refusal };
  const plan = planOf(account, 'PAYLATER')!;
  const quotes = plan.terms.map((term) => {
    const loan = newLoanRecord({ ...credit }, account, {
      kind: 'PAYLATER',
      principal: amount,
      terms: term.term,
      time: nowTs,
      merchantName: '',
    });
    return { term, upfrontFee: loan.upfrontFee, schedule: scheduleOf(loanTermsOf(loan), account) };
  });
  return { ok: true, quotes };
}
