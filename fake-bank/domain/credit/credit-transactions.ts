import { addMonths, dayOfTs } from '../../model/credit-schedule';
import { type Book } from '../../model/credit-statements';
import type { CreditState, Loan, Refund, Repayment } from '../../model/credit';
import type { HandlerMap } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { amt, creditOf, loanStatusOf, maskedCardNo, receiptLoanOf } from './credit-view';
import { CODES } from '../../../contracts';
import type { TransactionTypeDescSchema } from '../../../contracts/entities/transactions';
import type { z } from 'zod/mini';
import { yn } from '../common/answer-parts';
import { dayNumberOf } from '../../../contracts/dates';

type Source =
  { kind: 'loan'; loan: Loan } | { kind: 'repay'; repayment: Repayment } | { kind: 'refund'; refund: Refund };

export interface TransactionRow {
  key: string;
  source: Source;
  item: {
    TRANSACTION_AMT: string;
    REF_NBR: string;
    TRANSACTION_TIME: string;
    MER_BIZ_NO: string;
    BIZ_SEQ_NO: string;
    TRANSACTION_TYPE: 'PS' | 'DS' | 'P' | 'T' | 'R' | 'C';
    TRANSACTION_STATUS: 'S' | 'C';
    MERCHANT_NAME: string;
    STMT_PAID: 'Y' | 'N';
    TRANSACTION_ID: string;
    SUB_TRANSACTION_TYPE?: 'POINTS' | 'SUBSTITUTE';
    REPAY_TYPE?: 'VA' | 'BANK_CARD';
    TRANSACTION_TYPE_DESC?: TypeDesc;
  };
}

/** The spec's transaction types (section 4), under our key and codes (decision 0079). */
type TypeDesc = z.infer<typeof TransactionTypeDescSchema>;

const LOAN_TYPE_DESC: Record<Loan['txnType'], TypeDesc> = {
  PS: 'PAY_LATER_INSTALMENT',
  DS: 'MERCHANDISE',
  C: 'INSTANT_CASH',
};

/** What a repayment or refund went to: an Instant Cash is a cash loan there; a purchase keeps its type. */
function origDescOf(loan: Loan | undefined): TypeDesc | undefined {
  if (!loan) return undefined;
  return loan.txnType === 'C' ? 'CASH_LOAN' : LOAN_TYPE_DESC[loan.txnType];
}

/**
 * A refund returns the purchase whole once it and the refunds before it add up to its principal; until
 * then it is partial (section 4's "partially refunded").
 */
function refundDescOf(credit: CreditState, refund: Refund): TypeDesc {
  const loan = credit.loans.find((l) => l.refNbr === refund.loanRef);
  if (!loan) return 'REFUNDED';
  const upTo = credit.refunds
    .filter((r) => r.loanRef === refund.loanRef && `${r.time}${r.refNbr}` <= `${refund.time}${refund.refNbr}`)
    .reduce((sum, r) => sum + r.amount, 0);
  return upTo >= loan.principal ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
}

const REPAYMENT_MERCHANT = 'Pembayaran Pay Later';

/**
 * Every credit transaction up to the clock, newest first: loans (PS, DS, C; failed ones cancelled, C),
 * repayments (P bill, T early; failed ones C; processing ones not yet listed) and refunds (R).
 */
export function transactionRows(credit: CreditState, book: Book): TransactionRow[] {
  const booked = new Map(book.loans.map((lb) => [lb.loan.refNbr, lb]));
  const rows: TransactionRow[] = [];
  for (const loan of credit.loans) {
    if (loan.loanTime > book.nowTs) continue;
    const lb = booked.get(loan.refNbr);
    rows.push({
      key: `${loan.loanTime}-${loan.txnId}`,
      source: { kind: 'loan', loan },
      item: {
        TRANSACTION_AMT: amt(loan.principal),
        REF_NBR: loan.refNbr,
        TRANSACTION_TIME: loan.loanTime,
        MER_BIZ_NO: loan.merBizNo,
        BIZ_SEQ_NO: loan.bizSeqNo,
        TRANSACTION_TYPE: loan.txnType,
        TRANSACTION_STATUS: loan.status === 'S' ? 'S' : 'C',
        MERCHANT_NAME: loan.merchantName,
        STMT_PAID: yn(!!lb && ['C', 'R'].includes(loanStatusOf(book, lb))),
        TRANSACTION_ID: loan.txnId,
        TRANSACTION_TYPE_DESC: LOAN_TYPE_DESC[loan.txnType],
      },
    });
  }
  for (const repayment of credit.repayments) {
    if (repayment.time > book.nowTs || repayment.status === 'P') continue;
    rows.push({
      key: `${repayment.time}-${repayment.txnId}`,
      source: { kind: 'repay', repayment },
      item: {
        TRANSACTION_AMT: amt(repayment.amount),
        REF_NBR: repayment.refNbr,
        TRANSACTION_TIME: repayment.time,
        MER_BIZ_NO: repayment.merBizNo,
        BIZ_SEQ_NO: repayment.bizSeqNo,
        TRANSACTION_TYPE: repayment.txnCode === 'IOURepay' ? 'T' : 'P',
        TRANSACTION_STATUS: repayment.status === 'S' ? 'S' : 'C',
        MERCHANT_NAME: REPAYMENT_MERCHANT,
        STMT_PAID: 'Y',
        TRANSACTION_ID: repayment.txnId,
        ...(repayment.subType ? { SUB_TRANSACTION_TYPE: repayment.subType } : {}),
        REPAY_TYPE: repayment.repayType,
        // A bill repayment is none of section 4's types.
        ...(repayment.txnCode === 'IOURepay' ? { TRANSACTION_TYPE_DESC: 'EARLY_REPAID' as const } : {}),
      },
    });
  }
  for (const refund of credit.refunds) {
    if (refund.time > book.nowTs) continue;
    rows.push({
      key: `${refund.time}-${refund.txnId}`,
      source: { kind: 'refund', refund },
      item: {
        TRANSACTION_AMT: amt(refund.amount),
        REF_NBR: refund.refNbr,
        TRANSACTION_TIME: refund.time,
        MER_BIZ_NO: refund.loanRef,
        BIZ_SEQ_NO: refund.bizSeqNo,
        TRANSACTION_TYPE: 'R',
        TRANSACTION_STATUS: 'S',
        MERCHANT_NAME: refund.merchantName,
        STMT_PAID: 'Y',
        TRANSACTION_ID: refund.txnId,
        TRANSACTION_TYPE_DESC: refundDescOf(credit, refund),
      },
    });
  }
  return rows.sort((a, b) => b.key.localeCompare(a.key));
}

const TYPES_OF_FILTER: Record<'A' | 'S' | 'C' | 'R' | 'P', readonly string[]> = {
  A: ['PS', 'DS', 'P', 'T', 'R', 'C'],
  S: ['PS', 'DS'],
  C: ['C'],
  R: ['R'],
  P: ['P', 'T'],
};

/** ORIG_TRANSACTION_TYPE_DESC when the origin is known, else nothing (the field is optional). */
function descField(desc: TypeDesc | undefined): { ORIG_TRANSACTION_TYPE_DESC?: TypeDesc } {
  return desc ? { ORIG_TRANSACTION_TYPE_DESC: desc } : {};
}

function dayOfInput(value: string): number {
  return dayNumberOf(value.replaceAll('-', '').slice(0, 8));
}

export const creditTransactionHandlers: HandlerMap = {
  creditTransactionList: (request, ctx) => {
    const { credit, account, book, today } = creditOf(ctx);
    const end = Math.min(dayOfInput(request.END_DATE), today);
    // Twelve months of history at most, counted back from the business date.
    const oldest = addMonths(today, -12);
    const start = Math.max(request.START_DATE ? dayOfInput(request.START_DATE) : addMonths(end, -12), oldest);
    const types = TYPES_OF_FILTER[request.TRANSACTION_TYPE];
    const rows = transactionRows(credit, book).filter((row) => {
      const day = dayOfTs(row.item.TRANSACTION_TIME);
      return (
        day >= start &&
        day <= end &&
        types.includes(row.item.TRANSACTION_TYPE) &&
        (request.LAST_ROW_KEY === '0' || row.key < request.LAST_ROW_KEY)
      );
    });
    const size = Number(request.PAGESIZE);
    const page = rows.slice(0, size);
    const next = rows.length > size ? ('Y' as const) : ('N' as const);
    ctx.note(`transaction-list:${request.TRANSACTION_TYPE}`);
    return {
      LAST_ROW_KEY: page.at(-1)?.key ?? request.LAST_ROW_KEY,
      NEXTPAGE_FLAG: next,
      APP_ACCT_NO: account.appAcctNo,
      APP_TYPE: account.appType,
      PRODUCT_CD: account.productCd,
      CARD_NO: maskedCardNo(account),
      CODE: CODES.SUCCESS.code,
      DESC: CODES.SUCCESS[ctx.lang],
      BUSINESS_DATE: book.nowTs.slice(0, 8),
      TRANSACTION_LIST: page.map((row) => row.item),
    };
  },

  creditTransactionDetail: (request, ctx) => {
    const { credit, book, today } = creditOf(ctx);
    const rows = transactionRows(credit, book);
    const row = rows.find((r) => r.item.TRANSACTION_ID === request.TRANSACTION_ID);
    // The history the list answers: twelve months back from the business date.
    if (!row || dayOfTs(row.item.TRANSACTION_TIME) < addMonths(today, -12)) {
      throw new BankError('CREDIT_TRANSACTION_NOT_FOUND');
    }
    ctx.note(`transaction-detail:${row.item.TRANSACTION_TYPE}`);
    const source = row.source;
    const loanOfRef = (ref: string) => credit.loans.find((l) => l.refNbr === ref);
    if (source.kind === 'loan') {
      const lb = book.loans.find((l) => l.loan.refNbr === source.loan.refNbr);
      const receipt = lb ? receiptLoanOf(credit, book, lb, ctx.lang) : null;
      return {
        ...row.item,
        CURR_TERM: receipt?.CURR_TERM ?? '0',
        CURR_TOTAL_TERM: receipt?.CURR_TOTAL_TERM ?? String(source.loan.terms),
        ORIG_TOTAL_TERM: String(source.loan.terms),
        REPAY_OPTION: '',
        ORIG_TRANSACTION_TYPE: '' as const,
        REPAY_BANK_NAME: '',
        TRANSACTION_NO: source.loan.refNbr,
        SCHEDULE_LIST: receipt?.SCHEDULE_LIST ?? [],
      };
    }
    if (source.kind === 'repay') {
      const repayment = source.repayment;
      const first = repayment.loans[0]?.refNbr ?? book.repaid.get(repayment.refNbr)?.allocations[0]?.refNbr;
      return {
        ...row.item,
        CURR_TERM: '0',
        CURR_TOTAL_TERM: '0',
        ORIG_TOTAL_TERM: '0',
        REPAY_OPTION: repayment.txnCode,
        ORIG_TRANSACTION_TYPE: (first && loanOfRef(first)?.txnType) || ('' as const),
        ...descField(origDescOf(first ? loanOfRef(first) : undefined)),
        REPAY_BANK_NAME: repayment.repayType === 'VA' ? 'Virtual Account Allo Bank' : 'Allo Bank',
        TRANSACTION_NO: repayment.bizSeqNo,
        SCHEDULE_LIST: [],
      };
    }
    const loan = loanOfRef(source.refund.loanRef);
    return {
      ...row.item,
      CURR_TERM: '0',
      CURR_TOTAL_TERM: '0',
      ORIG_TOTAL_TERM: String(loan?.terms ?? 0),
      REPAY_OPTION: '',
      ORIG_TRANSACTION_TYPE: loan?.txnType ?? ('' as const),
      ...descField(origDescOf(loan)),
      REPAY_BANK_NAME: '',
      TRANSACTION_NO: source.refund.bizSeqNo,
      SCHEDULE_LIST: [],
    };
  },
};
