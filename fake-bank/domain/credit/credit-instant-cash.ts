import { CODES } from '../../../contracts';
import { LOAN_APPLY_PIN_SCENE } from '../../../contracts/entities/credit';
import type { CreditAccount, Equity, Loan, PlanTerm } from '../../model/credit';
import { pctOf, planTermOf, rateBp, rateText, scheduleOf, dayOfTs } from '../../model/credit-schedule';
import { type Book } from '../../model/credit-statements';
import { availableCash, firstCashPlan, newLoanRecord } from '../../model/credit-ledger';
import type { BankContext, HandlerMap } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { cashStateOf, nextCashDay } from './credit-rules';
import { moveWallet } from './credit-funds';
import {
  amt,
  borrowRefusal,
  refuseEndedLine,
  refusePayLaterStatusClosed,
  creditOf,
  equityApplies,
  loanEquityOf,
  maskedCardNo,
  pollsPending,
  receiptLoanOf,
  requestedEquity,
  takePoll,
} from './credit-view';
import { maskName } from '../common/masking';
import { refuseNotOpen } from '../common/feature-gate';
import { onceForRequest } from '../common/idempotency';
import { isLivePinSession, spendPinSession } from '../security/security-password';
import { payLaterTrial } from './paylater-charge';
import { dateOfDayNumber } from '../../../contracts/dates';

/** Instant Cash of this amount is accepted, then its payout fails (documented magic value). */
export const MAGIC_WITHDRAWAL_FAILS = 505_050;

interface Quote {
  term: PlanTerm;
  intRate: number;
  upfrontFee: number;
  equity: Equity | null;
  schedule: ReturnType<typeof scheduleOf>;
}

/** An Instant Cash offer for one term, priced on the plan's rates and the coupon (if it applies). */
function quoteOf(
  account: CreditAccount,
  term: PlanTerm,
  principal: number,
  today: number,
  equity: Equity | null,
): Quote {
  const applies =
    equity && equityApplies(equity, dateOfDayNumber(today), 'CASH_LOAN', principal, term.term)
      ? equity
      : null;
  const loanEquity = applies ? loanEquityOf(applies) : null;
  const upfrontFee = pctOf(principal, term.upfrontFeeRate);
  const schedule = scheduleOf(
    {
      principal,
      terms: term.term,
      intRate: term.intRate,
      monthFeeRate: term.monthFeeRate,
      upfrontFee,
      feeBilled: false,
      loanDay: today,
      equity: loanEquity,
    },
    account,
  );
  const intRate =
    loanEquity?.equityType === 'INT_R' ? Math.max(0, term.intRate - loanEquity.value) : term.intRate;
  return { term, intRate, upfrontFee, equity: applies, schedule };
}

function tryOptionOf(account: CreditAccount, principal: number, quote: Quote) {
  const total = quote.schedule.reduce((sum, t) => sum + t.amount, 0);
  let remaining = total;
  const last = quote.schedule.at(-1)!;
  const first = quote.schedule[0]!;
  return {
    LOAN_INIT_PRIN: amt(principal),
    LOAN_INIT_TERM: String(quote.term.term),
    LOAN_TOTAL_INST_HANDLE_FEE: amt(quote.schedule.reduce((sum, t) => sum + t.mfee, 0)),
    INT_RATE: rateText(quote.intRate),
    UPFRONT_ADMIN_FEE_RATE: rateText(quote.term.upfrontFeeRate),
    UPFRONT_ADMIN_FEE: amt(quote.upfrontFee),
    MONTH_INST_HANDLE_FEE_RATE: rateText(quote.term.monthFeeRate),
    // What the fee is not billed with (Instant Cash) is taken from what is paid out.
    FUND_AMT: amt(principal - quote.upfrontFee + quote.schedule.reduce((sum, t) => sum + t.fee, 0)),
    TOTAL_AMOUNT: amt(total),
    FIRST_BILL_DATE: dateOfDayNumber(first.billDay),
    BILLING_CYCLE: String(account.stmtDay),
    FIRST_BILL_AMT: amt(first.amount),
    FIRST_PMT_DATE: dateOfDayNumber(first.dueDay),
    EQUITY_NO: quote.equity?.equityNo ?? '',
    EQUITY_DISCOUNT_AMT: amt(quote.schedule.reduce((sum, t) => sum + t.intDiscount, 0)),
    SCHEDULE_LIST: quote.schedule.map((t) => {
      remaining -= t.amount;
      return {
        AMOUNT: amt(t.amount),
        START_DATE: dateOfDayNumber(t.startDay),
        PMT_DUE_DATE: dateOfDayNumber(t.dueDay),
        CURR_TERM: String(t.term),
        PRINCIPAL: amt(t.prin),
        INTEREST: amt(t.int),
        FEE: amt(t.fee),
        INST_HANDLE_FEE: amt(t.mfee),
        REMAIN_TOTAL_AMOUNT: amt(remaining),
        LAST_PMT_DUE_DATE: dateOfDayNumber(last.dueDay),
      };
    }),
  };
}

/** The try-out's account fields, the same for Instant Cash and Pay Later. */
function tryHeadOf(ctx: BankContext, account: CreditAccount, nowTs: string) {
  return {
    PRODUCT_CD: account.productCd,
    APP_ACCT_NO: account.appAcctNo,
    APP_TYPE: account.appType,
    NAME: maskName(ctx.state.customer.name),
    DECISION_CONTRACT_TIME: nowTs,
  };
}

/**
 * Whether this line may take Instant Cash of `principal` now; the refusal otherwise. The same checks for
 * the try-out and the application, so the screen learns a refusal before the PIN is asked for:
 * blocked or overdue (section 6), only-pay and not-available (section 4), once per calendar month
 * (sections 1, 9), more than the first plan's minimum ("must exceed", section 5), at most CASH_OTB.
 */
function checkCash(book: Book, principal: number) {
  const refusal = borrowRefusal(book, 'CASH');
  if (refusal) throw new BankError(refusal);
  const state = cashStateOf(book);
  if (state === 'ONLY_PAY') throw new BankError('CREDIT_CASH_ONLY_PAY');
  if (state === 'NOT_AVAILABLE') throw new BankError('CREDIT_CASH_NOT_AVAILABLE');
  if (state === 'ONCE_PER_MONTH') {
    throw new BankError('CREDIT_CASH_ONCE_PER_MONTH', { nextDate: dateOfDayNumber(nextCashDay(book)) });
  }
  const minimum = firstCashPlan(book.account).minPrincipal;
  if (principal <= minimum) throw new BankError('CREDIT_CASH_BELOW_MINIMUM', { minimum: amt(minimum) });
  const available = availableCash(book);
  if (principal > available) throw new BankError('CREDIT_CASH_LIMIT_EXCEEDED', { maximum: amt(available) });
}

/**
 * Instant Cash is exclusive to the bank app (section 6): a withdrawal or its try-out from a page outside it
 * (the session's device, as the bridge reports it) is refused, after what opening the app would not mend
 * (the account's standing, block codes, overdue bills) and before the PIN and the amount (decision 0078).
 */
function refuseBlockedThenOutsideApp(ctx: BankContext, book: Book): void {
  const refusal = borrowRefusal(book, 'CASH');
  if (refusal) throw new BankError(refusal);
  if (ctx.state.device.inApp) return;
  ctx.note('instant-cash-outside-app');
  throw new BankError('CREDIT_CASH_APP_ONLY');
}

function applyResultOf(ctx: BankContext, loan: Loan, schedule: ReturnType<typeof scheduleOf>) {
  const status: 'P' | 'S' | 'F' = loan.reported ? loan.status : 'P';
  return {
    STATUS: status,
    APP_NO: loan.appNo,
    TXN_ID: loan.txnId,
    LOAN_INIT_PRIN: amt(loan.principal),
    RECON_DATE: loan.loanTime.slice(0, 8),
    ACCT_NAME: maskName(ctx.state.customer.name),
    ACCT_NO: ctx.state.customer.mpcUid,
    RECEIPT_NBR: loan.refNbr,
    LOAN_FAIL_DESC: status === 'F' ? CODES.CREDIT_WITHDRAWAL_FAILED[ctx.lang] : '',
    NEXT_PMT_DATE: loan.status === 'S' ? dateOfDayNumber(schedule[0]!.dueDay) : '',
    PMT_DATE: loan.loanTime.slice(0, 8),
    LOAN_STATUS: status,
    NBS_ORDER_NO: loan.bizSeqNo,
  };
}

/** The documents a withdrawal agrees to, named in the caller's language as the bank's other texts (issue 40). */
const CASH_CONTRACTS = {
  PPIC: {
    name: { id: 'Perjanjian Pinjaman Instant Cash', en: 'Instant Cash Loan Agreement' },
    desc: {
      id: 'Syarat dan ketentuan pinjaman Instant Cash',
      en: 'Terms and conditions of the Instant Cash loan',
    },
  },
  RIPLAY: {
    name: { id: 'Ringkasan Informasi Produk dan Layanan', en: 'Product and Service Information Summary' },
    desc: {
      id: 'Ringkasan informasi produk Instant Cash',
      en: 'Summary of the Instant Cash product information',
    },
  },
} as const;

export const creditLoanHandlers: HandlerMap = {
  creditTryLoan: (request, ctx) => {
    refuseNotOpen(ctx.state);
    refusePayLaterStatusClosed(ctx.state);
    const { credit, account, book, nowTs, today } = creditOf(ctx);
    const principal = Number(request.LOAN_INIT_PRIN);
    if (request.SCENARIO === 'PAY_LATTER') {
      // The cashier's Pay Later part (decision 0039): no coupon is booked with it, so none is priced.
      if (request.EQUITY_NO)
        throw new BankError('CREDIT_EQUITY_UNAVAILABLE', { equityNo: request.EQUITY_NO });
      const trial = payLaterTrial(ctx.state, principal, ctx.now);
      if (!trial.ok) throw new BankError(trial.code);
      ctx.note('paylater-try');
      return {
        ...tryHeadOf(ctx, account, nowTs),
        CONTRACT_BASE: [],
        LOAN_LIST: trial.quotes.map((q) =>
          tryOptionOf(account, principal, { ...q, intRate: q.term.intRate, equity: null }),
        ),
      };
    }
    refuseBlockedThenOutsideApp(ctx, book);
    checkCash(book, principal);
    const equity = requestedEquity(credit, request.EQUITY_NO, dateOfDayNumber(today), 'CASH_LOAN', principal);
    const plan = firstCashPlan(account);
    ctx.note('instant-cash-try');
    return {
      ...tryHeadOf(ctx, account, nowTs),
      CONTRACT_BASE: [
        {
          CONTRACT_NAME: CASH_CONTRACTS.PPIC.name[ctx.lang],
          CONTRACT_VERSION: '1.0',
          CONTRACT_DESC: CASH_CONTRACTS.PPIC.desc[ctx.lang],
          CONTRACT_SHORT_NAME: 'PPIC',
          IS_DYNAMIC: 'Y' as const,
          URL: '/pdf-viewer?doc=instant-cash-agreement',
          DATA: JSON.stringify({
            name: ctx.state.customer.name,
            amount: amt(principal),
            date: dateOfDayNumber(today),
          }),
          SORT_NO: '1',
        },
        {
          CONTRACT_NAME: CASH_CONTRACTS.RIPLAY.name[ctx.lang],
          CONTRACT_VERSION: '1.0',
          CONTRACT_DESC: CASH_CONTRACTS.RIPLAY.desc[ctx.lang],
          CONTRACT_SHORT_NAME: 'RIPLAY',
          IS_DYNAMIC: 'N' as const,
          URL: '/pdf-viewer?doc=instant-cash-riplay',
          DATA: '',
          SORT_NO: '2',
        },
      ],
      LOAN_LIST: plan.terms.map((term) =>
        tryOptionOf(account, principal, quoteOf(account, term, principal, today, equity)),
      ),
    };
  },

  creditApplyLoan: (request, ctx) => {
    const { credit, account } = creditOf(ctx);
    // A retry or a double tap with the same SESSION gets the first answer back (even once the PIN session
    // has expired); a new withdrawal needs the session of a right PIN of this customer, unexpired.
    return onceForRequest(ctx, '/core/trans/apply/loan', request.SESSION, request, () => {
      // Refusals that need no PIN come first: the PIN session stays unspent (decision 0034).
      refuseNotOpen(ctx.state);
      refusePayLaterStatusClosed(ctx.state);
      refuseEndedLine(account);
      refuseBlockedThenOutsideApp(ctx, creditOf(ctx).book);
      if (!isLivePinSession(ctx, request.SESSION, LOAN_APPLY_PIN_SCENE)) {
        ctx.note('instant-cash-pin-session-invalid');
        throw new BankError('SECURITY_SESSION_INVALID');
      }
      spendPinSession(ctx, request.SESSION, LOAN_APPLY_PIN_SCENE);
      const { book, nowTs, today } = creditOf(ctx);
      const plan = firstCashPlan(account);
      const term = planTermOf(plan, Number(request.LOAN_TERM));
      if (!term) throw new BankError('CREDIT_TERM_INVALID', { terms: plan.terms.map((t) => String(t.term)) });
      const principal = Number(request.LOAN_INIT_PRIN);
      checkCash(book, principal);
      const equity = requestedEquity(
        credit,
        request.EQUITY_NO,
        dateOfDayNumber(today),
        'CASH_LOAN',
        principal,
      );
      if (equity && !equityApplies(equity, dateOfDayNumber(today), 'CASH_LOAN', principal, term.term)) {
        throw new BankError('CREDIT_EQUITY_UNAVAILABLE', { equityNo: equity.equityNo });
      }
      const quote = quoteOf(account, term, principal, today, equity);
      if (rateBp(request.INEREST_RATE) !== quote.intRate || Number(request.FEE_AMT) !== quote.upfrontFee) {
        throw new BankError('CREDIT_QUOTE_CHANGED', {
          INEREST_RATE: rateText(quote.intRate),
          FEE_AMT: amt(quote.upfrontFee),
        });
      }
      const fails = principal === MAGIC_WITHDRAWAL_FAILS;
      const loan = newLoanRecord(credit, account, {
        kind: 'CASH',
        principal,
        terms: term.term,
        time: nowTs,
        merchantName: 'Instant Cash',
        status: fails ? 'F' : 'S',
        failCode: fails ? 'CREDIT_WITHDRAWAL_FAILED' : '',
        equity: quote.equity ? loanEquityOf(quote.equity) : null,
        merBizNo: request.SESSION.slice(0, 64),
        reported: !pollsPending(ctx, 'transaction_status'),
      });
      credit.loans.push(loan);
      if (!fails) {
        moveWallet(ctx.state, {
          ref: loan.refNbr,
          kind: 'balance',
          delta: principal - quote.upfrontFee,
          time: nowTs,
          now: ctx.now,
          counterparty: 'Allo Bank Instant Cash',
          orderType: 'CASH',
        });
        if (quote.equity) {
          quote.equity.useDate = dateOfDayNumber(today);
          quote.equity.loanReceiptNbr = loan.refNbr;
        }
      }
      ctx.note(
        fails ? 'instant-cash-payout-fails' : 'instant-cash-booked',
        `loan ${loan.refNbr} ${loan.status}`,
      );
      return applyResultOf(ctx, loan, quote.schedule);
    });
  },

  creditTransactionStatus: (request, ctx) => {
    const { credit, today } = creditOf(ctx);
    let loans: Loan[];
    if (request.LOAN_RECEIPT_NBR) {
      const loan = credit.loans.find((l) => l.refNbr === request.LOAN_RECEIPT_NBR && l.kind === 'CASH');
      if (!loan) throw new BankError('CREDIT_LOAN_NOT_FOUND');
      loans = [loan];
    } else {
      loans = credit.loans
        .filter((l) => l.kind === 'CASH' && dayOfTs(l.loanTime) > today - 31 && dayOfTs(l.loanTime) <= today)
        .sort((a, b) => b.loanTime.localeCompare(a.loanTime));
    }
    const waiting = loans.some((l) => !l.reported) && takePoll(ctx, 'transaction_status');
    if (!waiting) {
      for (const loan of loans.filter((l) => !l.reported)) {
        loan.reported = true;
        ctx.note('instant-cash-result', `loan ${loan.refNbr} reported ${loan.status}`);
      }
    }
    return {
      LOAN_LIST: loans.map((loan) => {
        const status: 'P' | 'S' | 'F' = loan.reported ? loan.status : 'P';
        const failed = status === 'F';
        return {
          LOAN_RECEIPT_NBR: loan.refNbr,
          UPDATE_TIME: loan.loanTime,
          LOAN_RESULT_CODE: failed ? CODES.CREDIT_WITHDRAWAL_FAILED.code : CODES.SUCCESS.code,
          LOAN_RESULT_DESC: failed
            ? CODES.CREDIT_WITHDRAWAL_FAILED[ctx.lang]
            : status === 'P'
              ? ctx.lang === 'en'
                ? 'Your withdrawal is on the way'
                : 'Penarikan dana sedang diproses'
              : CODES.SUCCESS[ctx.lang],
          LOAN_STATUS: status,
          LOAN_INIT_PRIN: amt(loan.principal),
          // What reaches the account, as the receipt's LOAN_REAL_AMT; '' when the payout failed.
          LOAN_REAL_AMT: failed
            ? ''
            : amt(loan.feeBilled ? loan.principal : loan.principal - loan.upfrontFee),
          ACTION_CODE: status === 'P' ? ('WAIT' as const) : ('DONE' as const),
        };
      }),
    };
  },

  creditLoanReceipt: (request, ctx) => {
    const { credit, account, book } = creditOf(ctx);
    const wanted = request.REF_NBR_LIST;
    const loans = wanted.length
      ? wanted.map((ref) => {
          const lb = book.loans.find((l) => l.loan.refNbr === ref);
          if (!lb) throw new BankError('CREDIT_LOAN_NOT_FOUND', { REF_NBR: ref });
          return lb;
        })
      : [...book.loans].sort((a, b) => b.loan.loanTime.localeCompare(a.loan.loanTime));
    ctx.note('loan-receipt');
    return {
      APP_TYPE: account.appType,
      APP_ACCT_NO: account.appAcctNo,
      PRODUCT_CD: account.productCd,
      CARD_NO: maskedCardNo(account),
      LOAN_LIST: loans.slice(0, 200).map((lb) => receiptLoanOf(credit, book, lb, ctx.lang)),
    };
  },
};
