import type { z } from 'zod/mini';
import type { BillItemSchema, BillListItemSchema, BillSchema } from '../../../contracts/entities/bills';
import type { StmtStatusSchema } from '../../../contracts/entities/credit';
import type { RepayRecordSchema } from '../../../contracts/entities/repayment';
import { PAYMENT_TONE, type PaymentStatus } from '../../shared/ui/payment-status';
import type { StatusTone } from '../../shared/ui/status-tag';

export type Bill = z.infer<typeof BillSchema>;
export type BillItem = z.infer<typeof BillItemSchema>;
export type BillListItem = z.infer<typeof BillListItemSchema>;
export type RepayRecord = z.infer<typeof RepayRecordSchema>;
export type StmtStatus = z.infer<typeof StmtStatusSchema>;

/**
 * A statement as its customer meets it (spec section 4 bill states): none (nothing billed), upcoming (U,
 * not printed yet), in due (N, bill ready), partly paid (N with a part paid: the spec names no such state,
 * its words are ours, decision 0084), overdue (O), repaid (F), and pending: a statement with a balance while
 * a bill repayment is still being processed (the bank has the money but has not booked it yet).
 */
export type BillState = 'none' | 'upcoming' | 'in-due' | 'partial' | 'overdue' | 'repaid' | 'pending';

/** The words and colour of a bill's state are the schedule's for the same status (shared/ui/payment-status). */
export const PAYMENT_STATUS_OF: Record<Exclude<BillState, 'none'>, PaymentStatus> = {
  upcoming: 'upcoming',
  'in-due': 'unpaid',
  partial: 'partial',
  overdue: 'overdue',
  repaid: 'paid',
  pending: 'pending',
};

export function toneOf(state: BillState): StatusTone | null {
  return state === 'none' ? null : PAYMENT_TONE[PAYMENT_STATUS_OF[state]];
}

/**
 * The state of a statement from its STMT_STATUS, balance and what was paid of it, and whether a bill
 * repayment is processing. Overdue beats partly paid: the late fee runs whatever was paid.
 */
export function billStateOf(status: StmtStatus, balance: number, processing: boolean, paid = 0): BillState {
  if (status === '') return 'none';
  if (status === 'U') return 'upcoming';
  if (status === 'F' || balance <= 0) return 'repaid';
  if (processing) return 'pending';
  if (status === 'O') return 'overdue';
  return paid > 0 ? 'partial' : 'in-due';
}

/** The late fee a statement charged so far: STMT_AMT = CUR_STMT_AMT + late fees (contracts/entities/bill). */
export function lateFeeCharged(bill: Pick<Bill, 'STMT_AMT' | 'CUR_STMT_AMT'>): number {
  return Math.max(0, Number(bill.STMT_AMT) - Number(bill.CUR_STMT_AMT));
}

/** Repayments the bank is still processing (STATUS P) among the newest records. */
export interface Processing {
  /** Bill repayments (RECORD_TYPE P) being processed: the pending bill. */
  billAmount: number;
  /** The newest one's time (yyyymmddhhmmss). */
  since: string;
  /** Any repayment processing (bill or early): the bank refuses another one until it resolves. */
  any: boolean;
}

export function processingOf(records: RepayRecord[]): Processing {
  const pending = records.filter((r) => r.STATUS === 'P' && r.RECORD_TYPE !== 'R');
  const bills = pending.filter((r) => r.RECORD_TYPE === 'P');
  return {
    billAmount: bills.reduce((sum, r) => sum + Number(r.AMOUNT), 0),
    since: bills[0]?.RECORD_TIME ?? '',
    any: pending.length > 0,
  };
}

/** The month after YYYYMM. */
export function nextMonth(yyyymm: string): string {
  const year = Number(yyyymm.slice(0, 4));
  const month = Number(yyyymm.slice(4, 6));
  return month === 12 ? `${year + 1}01` : `${year}${String(month + 1).padStart(2, '0')}`;
}

export const isStmtMonth = (value: string | null | undefined): value is string =>
  !!value && /^20\d{2}(0[1-9]|1[0-2])$/.test(value);

/** Consecutive runs of items sharing a key (lists come newest first, so groups stay in order). */
export function groupBy<T>(items: T[], keyOf: (item: T) => string): Array<{ key: string; items: T[] }> {
  const groups: Array<{ key: string; items: T[] }> = [];
  for (const item of items) {
    const key = keyOf(item);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, items: [item] });
  }
  return groups;
}

/** Sum of what the instalments bill (LOAN_INIT_SUM). */
export function itemsTotal(items: BillItem[]): number {
  return items.reduce((sum, item) => sum + Number(item.LOAN_INIT_SUM), 0);
}

/** Where a pay action leads: one bill (its month) or everything due, or nothing to pay. */
export type PayTarget = { kind: 'bill'; month: string } | { kind: 'all' } | null;

/**
 * The primary action of the bills index: one bill when only the current statement has a balance, all bills
 * when overdue statements other than it are unpaid too.
 */
export function payTargetOf(
  bill: Pick<Bill, 'STMT_MONTH' | 'STMT_BAL_AMT' | 'OVERDUE_STMT_LIST'> | null,
): PayTarget {
  if (!bill) return null;
  const others = bill.OVERDUE_STMT_LIST.filter(
    (s) => s.STMT_MONTH !== bill.STMT_MONTH && Number(s.STMT_BAL_AMT) > 0,
  );
  if (others.length > 0) return { kind: 'all' };
  return Number(bill.STMT_BAL_AMT) > 0 ? { kind: 'bill', month: bill.STMT_MONTH } : null;
}
