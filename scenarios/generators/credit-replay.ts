import { type Equity, type Loan } from '../../fake-bank/model/credit';
import {
  availableCash,
  availableLimit,
  billedDue,
  cashLimitOf,
  buildBook,
  dayOfTs,
  hasOverdueStatement,
  lastStmtOnOrBefore,
  loanBookOf,
  loanTermsOf,
  monthOf,
  nextCreditId,
  outstandingPrincipal,
  payoffQuote,
  scheduleOf,
  unbilledTerms,
} from '../../fake-bank/model/credit-ledger';
import { MERCHANTS } from '../../fake-bank/model/merchants';

import type { CreditLineOptions } from './credit-line-options';
import { newLoan, type Ctx, type Intent } from './credit-line-context';
import { checkoutOrderOf, repaymentOf } from './credit-records';
import { USED_COUPON_NAME } from './credit-coupons';
import { dateOfDayNumber } from '../../contracts/dates';

/**
 * The planned history lived through in time order against the same books the bank reads: an intent the line
 * cannot take then (over the limit, overdue, a second Instant Cash in a month) is passed over.
 */
export function liveHistory(
  ctx: Ctx,
  intents: Intent[],
  equities: Equity[],
  activity: NonNullable<CreditLineOptions['activity']>,
  setupDay: number,
): void {
  const { faker, state, account, nowTs, today } = ctx;
  const tagged = new Map<string, Loan>();
  // One coupon is the one an Instant Cash of the history used; it is dropped if none did.
  let couponUsed = activity === 'none' ? undefined : equities.find((e) => e.equityName === USED_COUPON_NAME);

  intents.sort((a, b) => a.time.localeCompare(b.time));
  const lastPrint = lastStmtOnOrBefore(account, today);
  for (const intent of intents) {
    if (intent.time > nowTs || dayOfTs(intent.time) <= setupDay) continue;
    const book = buildBook(state, intent.time);
    const day = dayOfTs(intent.time);
    switch (intent.kind) {
      case 'loan': {
        if (intent.principal > availableLimit(book) || hasOverdueStatement(book, day)) break;
        // A believable customer leaves headroom: at most 60 % of the limit used, half of the cash limit
        // (events the history needs, tagged ones, only have to fit the limits).
        const soft = !intent.tag && !intent.forced;
        if (soft && outstandingPrincipal(book) + intent.principal > account.creditLimit * 0.6) break;
        if (intent.loanKind === 'CASH') {
          const sameMonth = state.loans.some(
            (l) => l.kind === 'CASH' && l.status === 'S' && monthOf(dayOfTs(l.loanTime)) === monthOf(day),
          );
          const cashUsed = outstandingPrincipal(book, 'CASH') + intent.principal;
          if (sameMonth || intent.principal > availableCash(book)) break;
          if (soft && cashUsed > cashLimitOf(account) / 2) break;
        }
        const equity =
          intent.tag === 'coupon' && couponUsed
            ? ({ equityNo: couponUsed.equityNo, equityType: 'INT_TIC_T', value: 1, cap: 100_000 } as const)
            : null;
        const merchantName =
          intent.loanKind === 'CASH' ? 'Instant Cash' : faker.helpers.arrayElement(MERCHANTS);
        const loan = newLoan(ctx, { ...intent, kind: intent.loanKind, merchantName, equity });
        if (activity === 'quiet') {
          // Nothing may be billed on the current statement.
          const schedule = scheduleOf(loanTermsOf(loan), account);
          if (schedule[0]!.billDay <= lastPrint && schedule.at(-1)!.billDay >= lastPrint) break;
        }
        state.loans.push(loan);
        if (intent.tag) tagged.set(intent.tag, loan);
        if (equity && couponUsed) {
          couponUsed.useDate = dateOfDayNumber(day);
          couponUsed.loanReceiptNbr = loan.refNbr;
          couponUsed = undefined;
        }
        if (intent.tag === 'checkout1' || intent.tag === 'checkout2')
          state.orders.push(checkoutOrderOf(ctx, loan));
        break;
      }
      case 'failedCash':
        state.loans.push(
          newLoan(ctx, {
            kind: 'CASH',
            principal: intent.principal,
            terms: intent.terms,
            time: intent.time,
            merchantName: 'Instant Cash',
            status: 'F',
            failCode: 'CREDIT_WITHDRAWAL_FAILED',
          }),
        );
        break;
      case 'bill': {
        const due = billedDue(book);
        if (due > 0)
          state.repayments.push(
            repaymentOf(ctx, intent.time, 'BillRepay', intent.repayType, due, [], intent.subType),
          );
        break;
      }
      case 'failedRepay': {
        const repayment = repaymentOf(ctx, intent.time, 'BillRepay', 'BANK_CARD', 10_202, [], '');
        repayment.status = 'F';
        repayment.outcome = 'F';
        state.repayments.push(repayment);
        break;
      }
      case 'refund': {
        const loan = tagged.get(intent.tag);
        const lb = loan && loanBookOf(book, loan.refNbr);
        if (!loan || !lb || lb.closedDay !== null || lb.loanDay >= day) break;
        const amount = intent.full ? loan.principal : Math.max(1000, Math.floor(loan.principal * 0.3));
        state.refunds.push({
          refNbr: nextCreditId(state, 'RF', day),
          txnId: nextCreditId(state, 'TX', day),
          bizSeqNo: nextCreditId(state, 'BS', day),
          loanRef: loan.refNbr,
          amount,
          time: intent.time,
          merchantName: loan.merchantName,
        });
        break;
      }
      case 'payoff': {
        const loan = tagged.get(intent.tag);
        const lb = loan && loanBookOf(book, loan.refNbr);
        if (!loan || !lb || lb.closedDay !== null || lb.loanDay >= day) break;
        if (unbilledTerms(lb, day).length === 0 || hasOverdueStatement(book, day)) break;
        const quote = payoffQuote(book, lb, day);
        state.repayments.push(
          repaymentOf(
            ctx,
            intent.time,
            'IOURepay',
            'VA',
            quote.total,
            [{ refNbr: loan.refNbr, amount: null }],
            '',
          ),
        );
        break;
      }
    }
  }
}
