import { dayOfTs, shiftStmt, stmtDateOfMonth } from '../../model/credit-schedule';
import { termBalance, termBilledAmount, type Book, type TermBook } from '../../model/credit-statements';
import type { CreditState } from '../../model/credit';
import type { HandlerMap } from '../../kernel/handler';
import { daysToDue, overdueStatements, overdueTimes, printedStatements, statementOf } from './credit-rules';
import { amt, creditOf } from './credit-view';
import { autoDebitOf } from './credit-auto-debit';
import { dateOfDayNumber } from '../../../contracts/dates';

function billItemOf(book: Book, t: TermBook) {
  return {
    REF_NBR: t.loan.refNbr,
    LOAN_INIT_AMT: amt(t.loan.principal),
    LOAN_DATE: t.loan.loanTime.slice(0, 8),
    PMT_DUE_DATE: dateOfDayNumber(t.dueDay),
    CURR_TERM: String(t.term),
    LOAN_INIT_TERM: String(t.loan.terms),
    LOAN_INIT_SUM: amt(termBilledAmount(t)),
    TERM_BAL_AMT: amt(termBalance(book, t)),
    TRANSACTION_TYPE: t.loan.txnType,
    MERCHANT_NAME: t.loan.merchantName,
  };
}

/** New purchases, Instant Cash and refunds of a statement cycle (start to end, inclusive). */
function cycleTotals(credit: CreditState, book: Book, start: number, end: number) {
  const inCycle = (time: string) => time <= book.nowTs && dayOfTs(time) >= start && dayOfTs(time) <= end;
  const booked = book.loans.filter((lb) => inCycle(lb.loan.loanTime));
  return {
    spending: booked.filter((lb) => lb.loan.kind === 'PAYLATER').reduce((s, lb) => s + lb.loan.principal, 0),
    cash: booked.filter((lb) => lb.loan.kind === 'CASH').reduce((s, lb) => s + lb.loan.principal, 0),
    refunds: credit.refunds.filter((r) => inCycle(r.time)).reduce((s, r) => s + r.amount, 0),
  };
}

/** Refunds and repayments, newest first, each with its row key. */
function records(credit: CreditState, book: Book) {
  const byRef = new Map(credit.loans.map((l) => [l.refNbr, l]));
  return [
    ...credit.refunds
      .filter((r) => r.time <= book.nowTs)
      .map((r) => ({
        key: `${r.time}-${r.txnId}`,
        RECORD_TYPE: 'R' as const,
        REF_NBR: r.refNbr,
        AMOUNT: amt(r.amount),
        RECORD_TIME: r.time,
        STATUS: 'S' as const,
        MERCHANT_NAME: r.merchantName,
        REPAY_TYPE: '' as const,
        ORIG_REF_NBR: r.loanRef,
      })),
    // A virtual-account repayment waiting for its transfer is an instruction, not a repayment yet.
    ...credit.repayments
      .filter((r) => r.time <= book.nowTs && !r.awaitsTransferUntil)
      .map((r) => ({
        key: `${r.time}-${r.txnId}`,
        RECORD_TYPE: r.txnCode === 'IOURepay' ? ('T' as const) : ('P' as const),
        REF_NBR: r.refNbr,
        AMOUNT: amt(r.amount),
        RECORD_TIME: r.time,
        STATUS: r.status,
        MERCHANT_NAME: r.loans.length === 1 ? (byRef.get(r.loans[0]!.refNbr)?.merchantName ?? '') : '',
        REPAY_TYPE: r.repayType,
        ORIG_REF_NBR: r.loans.length === 1 ? r.loans[0]!.refNbr : '',
        ...(r.autoFor ? { AUTO_DEBIT: 'Y' as const } : {}),
      })),
  ].sort((a, b) => b.key.localeCompare(a.key));
}

export const creditBillHandlers: HandlerMap = {
  creditBill: (request, ctx) => {
    const { credit, account, book, today } = creditOf(ctx);
    const stmtDate = stmtDateOfMonth(account, request.STMT_MONTH);
    const view = statementOf(book, stmtDate);
    const totals = cycleTotals(credit, book, view.startDate, view.endDate);
    const upcoming = statementOf(book, shiftStmt(account, stmtDate, 1));
    const items = view.terms.map((t) => billItemOf(book, t));
    const auto = autoDebitOf(credit, view.stmtDate, book.nowTs);
    ctx.note(`bill:${request.STMT_MONTH}:${view.status || 'none'}`);
    return {
      STMT_DATE: dateOfDayNumber(view.stmtDate),
      STMT_MONTH: view.month,
      START_DATE: dateOfDayNumber(view.startDate),
      END_DATE: dateOfDayNumber(view.endDate),
      PMT_DUE_DATE: dateOfDayNumber(view.dueDate),
      STMT_AMT: amt(view.amount),
      STMT_BAL_AMT: amt(view.balance),
      STMT_PAID_AMT: amt(view.paid),
      CUR_STMT_AMT: amt(view.billed),
      CUR_STMT_BAL_AMT: amt(view.outstanding),
      REFUND_AMT: amt(totals.refunds),
      SPENDING_AMT: amt(totals.spending),
      CASH_AMT: amt(totals.cash),
      PENALTY_BAL: amt(view.penaltyBal),
      PENALTY_PAID: amt(view.penaltyPaid),
      OVERDUE_DAYS: String(view.overdueDays),
      OVERDUE_TIMES: String(overdueTimes(book)),
      OVERDUE_STMT_LIST: overdueStatements(book).map((s) => ({
        STMT_BAL_AMT: amt(s.balance),
        OVERDUE_DAYS: String(s.overdueDays),
        STMT_MONTH: s.month,
      })),
      STMT_STATUS: view.status,
      DAYS_TO_DUE: String(daysToDue(view.dueDate, today)),
      CASH_DETAIL_LIST: items.filter((i) => i.TRANSACTION_TYPE === 'C'),
      SPENDING_DETAIL: items.filter((i) => i.TRANSACTION_TYPE !== 'C'),
      UPCOMING_DETAIL: upcoming.terms.map((t) => billItemOf(book, t)),
      AUTO_DEBIT_STATUS: auto ? (auto.status === 'S' ? ('S' as const) : ('F' as const)) : ('' as const),
      AUTO_DEBIT_TIME: auto?.time ?? '',
      AUTO_DEBIT_AMT: amt(auto?.amount ?? 0),
    };
  },

  creditBillList: (request, ctx) => {
    const { account, book } = creditOf(ctx);
    const all = printedStatements(book)
      .filter((s) => s.terms.length > 0)
      .filter((s) => request.TYPE === 'A' || s.status === 'F')
      .reverse()
      .filter((s) => request.LAST_ROW_KEY === '0' || s.month < request.LAST_ROW_KEY);
    const size = Number(request.PAGESIZE);
    const page = all.slice(0, size);
    const next = all.length > size ? 'Y' : 'N';
    ctx.note('bill-list');
    return {
      APP_ACCT_NO: account.appAcctNo,
      STMT_LIST: page.map((s) => ({
        LAST_ROW_KEY: s.month,
        STMT_STATUS: s.status,
        STMT_MONTH: s.month,
        STMT_AMT: amt(s.amount),
        STMT_BAL_AMT: amt(s.balance),
        PMT_DUE_DATE: dateOfDayNumber(s.dueDate),
        NEXTPAGE_FLG: next,
      })),
      LAST_ROW_KEY: page.at(-1)?.month ?? request.LAST_ROW_KEY,
      NEXTPAGE_FLG: next,
    };
  },

  creditRefundRepayRecord: (request, ctx) => {
    const { credit, book } = creditOf(ctx);
    const size = Number(request.PAGESIZE ?? '10');
    const finished = request.LAST_ROW_KEY !== '0' && request.NEXTPAGE_FLG === 'N';
    const rows = finished
      ? []
      : records(credit, book).filter((r) => request.LAST_ROW_KEY === '0' || r.key < request.LAST_ROW_KEY);
    const page = rows.slice(0, size);
    ctx.note('refund-repay-record');
    return {
      RECORD_LIST: page.map(({ key: _key, ...row }) => row),
      LAST_ROW_KEY: page.at(-1)?.key ?? request.LAST_ROW_KEY,
      NEXTPAGE_FLG: rows.length > size ? ('Y' as const) : ('N' as const),
    };
  },
};
