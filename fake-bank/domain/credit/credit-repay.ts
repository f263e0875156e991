import { CODES, type CodeName } from '../../../contracts';
import { REPAY_PIN_SCENE, REPAY_VA_TTL_HOURS } from '../../../contracts/entities/repayment';
import type { BankState } from '../../model/bank-state';
import type { Allocation, CreditState, Repayment } from '../../model/credit';
import { addHoursToTimestamp, dateOfDayNumber } from '../../../contracts/dates';
import {
  isBilled,
  partBalance,
  termPenaltyBalance,
  type Book,
  type LoanBook,
} from '../../model/credit-statements';
import { payoffQuote, unbilledTerms } from '../../model/credit-payoff';
import {
  billedDue,
  bookedWith,
  buildBook,
  loanBookOf,
  nextCreditId,
  isLoanCleared,
} from '../../model/credit-ledger';
import type { BankContext, HandlerMap } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { hasOverdue, overdueStatements, overdueTimes } from './credit-rules';
import { moveWallet, spendableBalance } from './credit-funds';
import {
  amt,
  creditOf,
  endAwaiting,
  lapseAwaitingTransfers,
  refuseEndedLine,
  pollsPending,
  takePoll,
} from './credit-view';
import { onceForRequest } from '../common/idempotency';
import { isLivePinSession, spendPinSession } from '../security/security-password';
import { toTimestamp } from '../../kernel/clock';

/** Repayments of exactly these amounts reach the failure outcomes (documented magic values). */
export const MAGIC_REPAY_INSUFFICIENT = 10_101;
export const MAGIC_REPAY_FAILS = 10_202;

const MERCHANT_ID = 'ALLOBANK';

/**
 * A repayment the bank is still processing. A virtual-account repayment waiting for its transfer is not:
 * nothing has reached the bank yet, and a newer repayment replaces it.
 */
export function isProcessing(credit: CreditState): boolean {
  return credit.repayments.some((r) => r.status === 'P' && !r.awaitsTransferUntil);
}

/**
 * Why a loan cannot be paid off early today, or null. When several reasons hold, the first in section 4's
 * order answers: last term, transaction day, an earlier repayment processing, overdue bills.
 */
export function payoffRefusal(credit: CreditState, book: Book, lb: LoanBook): CodeName | null {
  if (lb.closedDay !== null || payoffQuote(book, lb).total === 0) {
    return 'CREDIT_LOAN_NOT_ACTIVE';
  }
  if (unbilledTerms(lb, book.today).length === 0) return 'CREDIT_EARLY_LAST_TERM';
  if (lb.loanDay === book.today) return 'CREDIT_EARLY_TRANSACTION_DAY';
  if (isProcessing(credit)) return 'CREDIT_REPAY_PROCESSING';
  if (hasOverdue(book)) return 'CREDIT_EARLY_OVERDUE_FIRST';
  return null;
}

/** The billed balances of one loan. */
function billedOf(book: Book, lb: LoanBook) {
  const terms = lb.terms.filter((t) => isBilled(t, book.today));
  const sum = (f: (t: (typeof terms)[number]) => number) => terms.reduce((s, t) => s + f(t), 0);
  const prin = sum((t) => partBalance(t, 'prin'));
  const int = sum((t) => partBalance(t, 'int'));
  const fee = sum((t) => partBalance(t, 'fee'));
  const mfee = sum((t) => partBalance(t, 'mfee'));
  const pen = sum((t) => termPenaltyBalance(book, t));
  return { prin, int, fee, mfee, pen, total: prin + int + fee + mfee + pen };
}

function loanItemsOf(allocations: Allocation[]) {
  return allocations.map((a) => ({
    REF_NBR: a.refNbr,
    LOAN_PRIN: amt(a.prin),
    LOAN_INTEREST: amt(a.int),
    LOAN_PENALTY: amt(a.pen),
    LOAN_FEE: amt(a.fee + a.mfee + a.violation),
    LOAN_AMT: amt(a.prin + a.int + a.pen + a.fee + a.mfee + a.violation),
  }));
}

function failCodeOf(repayment: Repayment): CodeName {
  return (repayment.failCode as CodeName | undefined) ?? 'CREDIT_REPAY_FAILED';
}

function statusText(ctx: BankContext, repayment: Repayment): string {
  if (repayment.status === 'F') return CODES[failCodeOf(repayment)][ctx.lang];
  if (repayment.awaitsTransferUntil)
    return ctx.lang === 'en' ? 'Waiting for your transfer' : 'Menunggu transfer kamu';
  if (repayment.status === 'P')
    return ctx.lang === 'en' ? 'Your repayment is being processed' : 'Pembayaran sedang diproses';
  return ctx.lang === 'en' ? 'Repayment successful' : 'Pembayaran berhasil';
}

/** The customer's repayment virtual account: the bank's transfer code 0567 and the mobile number. */
export function vaAccountNo(state: BankState): string {
  return '0567' + state.customer.phone;
}

function repayResultOf(ctx: BankContext, book: Book | undefined, repayment: Repayment) {
  const booked = book?.repaid.get(repayment.refNbr);
  const failed = repayment.status === 'F';
  return {
    CODE: failed ? CODES[failCodeOf(repayment)].code : CODES.SUCCESS.code,
    DESC: failed ? CODES[failCodeOf(repayment)][ctx.lang] : CODES.SUCCESS[ctx.lang],
    BIZ_SEQ_NO: repayment.bizSeqNo,
    MER_BIZ_NO: repayment.merBizNo,
    VA_ACCT_NO: repayment.repayType === 'VA' ? vaAccountNo(ctx.state) : '',
    RECON_DATE: repayment.time.slice(0, 8),
    TOT_AMOUNT: amt(repayment.amount),
    TXN_ID: repayment.txnId,
    REPAY_STATUS: repayment.status,
    REPAY_DESC: statusText(ctx, repayment),
    MERCHANT_ID: MERCHANT_ID,
    TXN_CODE: repayment.txnCode,
    REPAY_TIME: repayment.time,
    REPAY_TYPE: repayment.repayType,
    LOAN_LIST: loanItemsOf(booked?.allocations ?? repayment.preview),
  };
}

export const creditRepayHandlers: HandlerMap = {
  creditRepayInfo: (_request, ctx) => {
    const { account, book, today } = creditOf(ctx);
    const active = book.loans.filter((lb) => !isLoanCleared(book, lb));
    ctx.note('repay-info');
    return {
      CODE: CODES.SUCCESS.code,
      DESC: CODES.SUCCESS[ctx.lang],
      APP_TYPE: account.appType,
      PRODUCT_CD: account.productCd,
      BUSINESS_DATE: dateOfDayNumber(today),
      APP_ACCT_NO: account.appAcctNo,
      STMT_BAL_AMT: amt(billedDue(book)),
      TXN_ID: `RI${dateOfDayNumber(today)}${account.appAcctNo.slice(-6)}`,
      OVERDUE_TIMES: String(overdueTimes(book)),
      IS_AUTO_PAY_ONLINE: 'Y' as const,
      IS_ACTIVE_PAY_ONLINE: 'Y' as const,
      LOAN_LIST: active.map((lb) => {
        const billed = billedOf(book, lb);
        return {
          REF_NBR: lb.loan.refNbr,
          BAL_AMT: amt(billed.total),
          PRIN_BAL: amt(billed.prin),
          INTEREST_BAL: amt(billed.int),
          PENALTY_BAL: amt(billed.pen),
          FEE_BAL: amt(billed.fee),
          MONTH_FEE_BAL: amt(billed.mfee),
          TRANSACTION_TYPE: lb.loan.txnType,
          MERCHANT_NAME: lb.loan.merchantName,
        };
      }),
      OVERDUE_STMT_LIST: overdueStatements(book).map((s) => ({
        STMT_BAL_AMT: amt(s.balance),
        OVERDUE_DAYS: String(s.overdueDays),
        STMT_MONTH: s.month,
      })),
    };
  },

  creditApplyRepay: (request, ctx) => {
    // One view of the books for the checks (creditOf lapses what waited too long, then reads the books).
    const view = creditOf(ctx);
    refuseEndedLine(view.account);
    // A retry or a double tap with the same session gets the first answer back; a new repayment from the
    // balance needs the session of a right PIN of this customer (scene REPAY), unexpired.
    return onceForRequest(ctx, '/core/trans/apply/repay', request.session, request, () => {
      if (request.REPAY_TYPE === 'BANK_CARD') {
        if (!isLivePinSession(ctx, request.session, REPAY_PIN_SCENE)) {
          ctx.note('repay-pin-session-invalid');
          throw new BankError('SECURITY_SESSION_INVALID');
        }
        spendPinSession(ctx, request.session, REPAY_PIN_SCENE);
      }
      const { credit, nowTs, today, book } = view;
      const total = Number(request.TOT_AMOUNT);
      if (isProcessing(credit)) throw new BankError('CREDIT_REPAY_PROCESSING');
      // Checked against the books without a virtual-account repayment still waiting (it is replaced below).
      const waiting = credit.repayments.filter((r) => r.awaitsTransferUntil);
      const choices = request.LOAN_LIST.map((item) => {
        const lb = loanBookOf(book, item.REF_NBR);
        if (!lb) throw new BankError('CREDIT_LOAN_NOT_FOUND', { REF_NBR: item.REF_NBR });
        return { lb, amount: item.LOAN_AMT === undefined ? null : Number(item.LOAN_AMT) };
      });
      if (new Set(choices.map((c) => c.lb.loan.refNbr)).size !== choices.length) {
        throw new BankError('CREDIT_REPAY_AMOUNT_MISMATCH');
      }
      const withAmounts = choices.filter((c) => c.amount !== null);
      if (withAmounts.length && withAmounts.reduce((s, c) => s + c.amount!, 0) !== total) {
        throw new BankError('CREDIT_REPAY_AMOUNT_MISMATCH');
      }
      if (request.TXN_CODE === 'IOURepay') {
        if (choices.length === 0) throw new BankError('CREDIT_LOAN_NOT_FOUND');
        let payoff = 0;
        for (const { lb } of choices) {
          const refusal = payoffRefusal(credit, book, lb);
          if (refusal) throw new BankError(refusal, { REF_NBR: lb.loan.refNbr });
          payoff += payoffQuote(book, lb).total;
        }
        if (total > payoff) throw new BankError('CREDIT_REPAY_EXCEEDS_DUE', { maximum: amt(payoff) });
        if (total < payoff) throw new BankError('CREDIT_EARLY_PARTIAL', { payoff: amt(payoff) });
      } else {
        const due = choices.length
          ? choices.reduce((s, c) => s + billedOf(book, c.lb).total, 0)
          : billedDue(book);
        if (due === 0) throw new BankError('CREDIT_NOTHING_DUE');
        for (const c of withAmounts) {
          const loanDue = billedOf(book, c.lb).total;
          if (c.amount! > loanDue) throw new BankError('CREDIT_REPAY_EXCEEDS_DUE', { maximum: amt(loanDue) });
        }
        if (total > due) throw new BankError('CREDIT_REPAY_EXCEEDS_DUE', { maximum: amt(due) });
      }
      if (
        total === MAGIC_REPAY_INSUFFICIENT ||
        (request.REPAY_TYPE === 'BANK_CARD' && total > spendableBalance(ctx.state))
      ) {
        throw new BankError('CREDIT_INSUFFICIENT_BALANCE');
      }
      for (const r of waiting) endAwaiting(r, 'CREDIT_REPAY_VA_CANCELLED');
      const outcome = total === MAGIC_REPAY_FAILS ? 'F' : 'S';
      const repayment: Repayment = {
        refNbr: nextCreditId(credit, 'RP', today),
        txnId: nextCreditId(credit, 'TX', today),
        bizSeqNo: nextCreditId(credit, 'BS', today),
        merBizNo: request.session.slice(0, 64),
        txnCode: request.TXN_CODE,
        repayType: request.REPAY_TYPE,
        amount: total,
        time: nowTs,
        status: 'S',
        outcome,
        loans: choices.map((c) => ({ refNbr: c.lb.loan.refNbr, amount: c.amount })),
        preview: [],
        subType: '',
      };
      // The allocation it will make: the books of this moment with it booked last (the waiting ones it
      // replaces were never on them).
      const preview = bookedWith(book, repayment);
      repayment.preview = preview.repaid.get(repayment.refNbr)?.allocations ?? [];
      if (request.REPAY_TYPE === 'VA') {
        // Nothing moves until the transfer arrives (simulate/va-payment), within the day.
        repayment.status = 'P';
        repayment.awaitsTransferUntil = addHoursToTimestamp(nowTs, REPAY_VA_TTL_HOURS);
      } else {
        repayment.status = pollsPending(ctx, 'repay_result') ? 'P' : outcome;
      }
      credit.repayments.push(repayment);
      if (repayment.status === 'S') debitCard(ctx, repayment);
      ctx.note(`repay:${request.TXN_CODE}`, `repayment ${repayment.refNbr} ${repayment.status}`);
      // Booked now only if it succeeded at once, on the books the preview already built (the same facts: the
      // waiting ones ended before it); a pending or failed one answers its preview.
      return repayResultOf(ctx, repayment.status === 'S' ? preview : undefined, repayment);
    });
  },

  creditPayOffInfo: (request, ctx) => {
    const { credit, book, today } = creditOf(ctx);
    const items = request.REF_NBR_LIST.map((ref) => {
      const lb = loanBookOf(book, ref);
      if (!lb) throw new BankError('CREDIT_LOAN_NOT_FOUND', { REF_NBR: ref });
      const quote = payoffQuote(book, lb);
      const refusal = payoffRefusal(credit, book, lb);
      return {
        REF_NBR: ref,
        LOAN_PAID_OUT_AMT: amt(quote.total),
        LOAN_PAID_OUT_PRIN_AMT: amt(quote.prin),
        LOAN_PAID_OUT_INT_AMT: amt(quote.int),
        LOAN_PAID_OUT_PENALTY_AMT: amt(quote.pen),
        LOAN_PAID_OUT_VIOLATION_AMT: amt(quote.violation),
        LOAN_PAID_OUT_FEE_AMT: amt(quote.fee),
        LOAN_PAID_OUT_MONTH_FEE_AMT: amt(quote.mfee),
        ORIG_TOTAL_TERM: String(lb.loan.terms),
        IS_CAN_PAID_OUT: refusal ? ('N' as const) : ('Y' as const),
        CANT_PAID_OUT_CODE: refusal ? CODES[refusal].code : '',
        CANT_PAID_OUT_DESC: refusal ? CODES[refusal][ctx.lang] : '',
      };
    });
    ctx.note('pay-off-info');
    return {
      BUSINESS_DATE: dateOfDayNumber(today),
      TOTAL_PAID_OUT_AMT: amt(items.reduce((s, i) => s + Number(i.LOAN_PAID_OUT_AMT), 0)),
      LOAN_LIST: items,
    };
  },

  creditRepayResult: (request, ctx) => {
    const { credit, nowTs } = creditOf(ctx);
    const repayment = credit.repayments.find(
      (r) =>
        r.bizSeqNo === request.ORI_BIZ_SEQ_NO &&
        (!request.ORI_MER_BIZ_NO || r.merBizNo === request.ORI_MER_BIZ_NO),
    );
    if (!repayment || repayment.time > nowTs) throw new BankError('CREDIT_REPAY_NOT_FOUND');
    if (repayment.status === 'P' && !repayment.awaitsTransferUntil && !takePoll(ctx, 'repay_result')) {
      repayment.status = repayment.outcome;
      if (repayment.status === 'S') debitCard(ctx, repayment);
      ctx.note('repay-result', `repayment ${repayment.refNbr} ${repayment.status}`);
    }
    return repayResultOf(ctx, buildBook(credit, nowTs), repayment);
  },
};

/** A bank-card repayment is taken from the wallet balance once it succeeds. */
function debitCard(ctx: BankContext, repayment: Repayment) {
  if (repayment.repayType !== 'BANK_CARD') return;
  moveWallet(ctx.state, {
    ref: repayment.refNbr,
    kind: 'balance',
    delta: -repayment.amount,
    time: repayment.time,
    now: ctx.now,
    counterparty: 'Allo Bank Pay Later',
    orderType: 'REPAY',
  });
}

export type RepaymentTransferResult =
  { ok: true; bizSeqNo: string; status: Repayment['status'] } | { ok: false; code: CodeName };

/**
 * A transfer arriving at the customer's repayment virtual account (the control surface's
 * `simulate/va-payment`): it must be the amount of the repayment waiting for it. The repayment is booked at
 * the arrival time (late fees stop there), then succeeds or fails as its outcome says; a scenario's
 * repay_result polls still answer "processing" first.
 */
export function receiveRepaymentTransfer(
  state: BankState,
  payment: { vaCode: string; amount: number },
  now: number,
  polls: Record<string, number>,
): RepaymentTransferResult {
  const credit = state.credit;
  const nowTs = toTimestamp(now);
  if (!credit.account || payment.vaCode !== vaAccountNo(state))
    return { ok: false, code: 'CREDIT_REPAY_NOT_FOUND' };
  lapseAwaitingTransfers(credit, nowTs);
  const repayment = credit.repayments.find((r) => r.awaitsTransferUntil);
  if (!repayment) return { ok: false, code: 'CREDIT_REPAY_NOT_FOUND' };
  if (repayment.amount !== payment.amount) return { ok: false, code: 'CREDIT_REPAY_AMOUNT_MISMATCH' };
  delete repayment.awaitsTransferUntil;
  repayment.time = nowTs;
  // What is due may have grown (a late fee) or shrunk (auto-payment) since: the transfer pays what it can.
  const preview = buildBook(
    {
      ...credit,
      repayments: credit.repayments.map((r) => (r === repayment ? { ...r, status: 'S' as const } : r)),
    },
    nowTs,
  );
  repayment.preview = preview.repaid.get(repayment.refNbr)?.allocations ?? [];
  repayment.status = (polls.repay_result ?? 0) > 0 ? 'P' : repayment.outcome;
  return { ok: true, bizSeqNo: repayment.bizSeqNo, status: repayment.status };
}
