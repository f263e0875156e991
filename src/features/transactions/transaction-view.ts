import type { z } from 'zod/mini';
import type { creditTransactionList } from '../../../contracts/endpoints/transactions';
import type {
  TransactionDetailSchema,
  TransactionItemSchema,
  TransactionTypeSchema,
} from '../../../contracts/entities/transactions';
import {
  isCredit,
  kindOf,
  typeKeyOf,
  type TransactionKind,
  type TypeKey,
  type TypeName,
} from '../../shared/lib/credit-transaction';
import { parseSelection, rangeOf, selectionKey, type MonthYearSelection } from '../../shared/lib/month-year';
import { daysInMonth } from '../../../contracts/dates';

export type TransactionItem = z.infer<typeof TransactionItemSchema>;
export type TransactionDetail = z.infer<typeof TransactionDetailSchema>;
export type TransactionType = z.infer<typeof TransactionTypeSchema>;
export type ScheduleItem = TransactionDetail['SCHEDULE_LIST'][number];
export type ListRequest = z.infer<typeof creditTransactionList.request>;

/** The type chips and the bank's filter (spec section 9): A all, S spending, C cash, R refunds, P repayments. */
export type TypeFilter = ListRequest['TRANSACTION_TYPE'];
export const TYPE_FILTERS: readonly TypeFilter[] = ['A', 'S', 'C', 'R', 'P'];

/** The transaction types each chip shows (PS and DS are spending; P and T repayments). */
export const TYPES_OF_FILTER: Record<TypeFilter, readonly TransactionType[]> = {
  A: ['PS', 'DS', 'C', 'R', 'P', 'T'],
  S: ['PS', 'DS'],
  C: ['C'],
  R: ['R'],
  P: ['P', 'T'],
};

/** Page size of the list (the bank allows 1 to 50). */
export const PAGE_SIZE = 20;

export function parseTypeFilter(value: string | null): TypeFilter {
  return TYPE_FILTERS.find((filter) => filter === value) ?? 'A';
}

// One rule of what a transaction does to the debt, shared with the Pay Later home (decision 0084).
export { isCredit, kindOf, typeKeyOf, type TransactionKind, type TypeKey, type TypeName };

/**
 * What a repayment or refund went to (null when the bank does not say): ORIG_TRANSACTION_TYPE_DESC, else
 * from ORIG_TRANSACTION_TYPE, where an Instant Cash is a cash loan.
 */
export function origTypeKeyOf(
  detail: Pick<TransactionDetail, 'ORIG_TRANSACTION_TYPE' | 'ORIG_TRANSACTION_TYPE_DESC'>,
): TypeKey | null {
  if (detail.ORIG_TRANSACTION_TYPE_DESC) return `typeNames.${detail.ORIG_TRANSACTION_TYPE_DESC}`;
  const orig = detail.ORIG_TRANSACTION_TYPE;
  if (!orig) return null;
  return orig === 'C' ? 'typeNames.CASH_LOAN' : typeKeyOf({ TRANSACTION_TYPE: orig });
}

/** The filter the person is looking at: a type chip and a period (null: the bank's last 12 months). */
export interface ListFilter {
  type: TypeFilter;
  period: MonthYearSelection | null;
}

export function filterOfSearch(search: URLSearchParams): ListFilter {
  return { type: parseTypeFilter(search.get('type')), period: parseSelection(search.get('period')) };
}

/** The list's URL query for a filter (the defaults are left out). */
export function searchOfFilter(filter: ListFilter): Record<string, string> {
  return {
    ...(filter.type === 'A' ? {} : { type: filter.type }),
    ...(filter.period ? { period: selectionKey(filter.period) } : {}),
  };
}

const dashed = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
const compact = (date: string) => date.replace(/\D/g, '').slice(0, 8);

/** The first day of the bank's 12 months of history (YYYYMMDD): the same day a year before the business date. */
export function historyStart(today: string): string {
  const year = Number(today.slice(0, 4)) - 1;
  const month = Number(today.slice(4, 6));
  const day = Math.min(Number(today.slice(6, 8)), daysInMonth(year, month));
  return `${year}${today.slice(4, 6)}${String(day).padStart(2, '0')}`;
}

/**
 * One page of query/transaction_list: without a period the bank's 12 months up to today; with one, the
 * picker's startDate and endDate (the end no later than today).
 */
export function listRequest(filter: ListFilter, today: string, lastRowKey: string): ListRequest {
  const endOfToday = `${dashed(today)} 23:59:59`;
  const base = { TRANSACTION_TYPE: filter.type, PAGESIZE: String(PAGE_SIZE), LAST_ROW_KEY: lastRowKey };
  if (!filter.period) return { END_DATE: endOfToday, ...base };
  const range = rangeOf(filter.period);
  return {
    START_DATE: range.startDate,
    END_DATE: range.endDate < endOfToday ? range.endDate : endOfToday,
    ...base,
  };
}

/** The days (YYYYMMDD) the list can show for a period, and whether the period lies before the history. */
export function periodSpan(
  period: MonthYearSelection | null,
  today: string,
): { from: string; to: string; beforeHistory: boolean; partlyBeforeHistory: boolean } {
  const start = historyStart(today);
  if (!period) return { from: start, to: today, beforeHistory: false, partlyBeforeHistory: false };
  const range = rangeOf(period);
  const first = compact(range.startDate);
  const last = compact(range.endDate);
  return {
    from: first > start ? first : start,
    to: last < today ? last : today,
    beforeHistory: last < start,
    partlyBeforeHistory: first < start && last >= start,
  };
}

/** The next page's LAST_ROW_KEY while the bank says there is one (NEXTPAGE_FLAG or NEXTPAGE_FLG Y). */
export function nextRowKey(page: { NEXTPAGE_FLAG?: string; NEXTPAGE_FLG?: string; LAST_ROW_KEY: string }) {
  return page.NEXTPAGE_FLAG === 'Y' || page.NEXTPAGE_FLG === 'Y' ? page.LAST_ROW_KEY : undefined;
}

export interface MonthGroup {
  /** YYYYMM */
  month: string;
  items: TransactionItem[];
}

/** The rows of all pages (newest first, once each), grouped by the month of TRANSACTION_TIME. */
export function groupByMonth(items: TransactionItem[]): MonthGroup[] {
  const groups: MonthGroup[] = [];
  const seen = new Set<string>();
  for (const item of items) {
    if (seen.has(item.TRANSACTION_ID)) continue;
    seen.add(item.TRANSACTION_ID);
    const month = item.TRANSACTION_TIME.slice(0, 6);
    const last = groups.at(-1);
    if (last?.month === month) last.items.push(item);
    else groups.push({ month, items: [item] });
  }
  return groups;
}

/** A loan still being repaid: its early repayment can be offered. */
export function isActiveLoan(detail: TransactionDetail): boolean {
  return (
    kindOf(detail.TRANSACTION_TYPE) === 'loan' &&
    detail.TRANSACTION_STATUS === 'S' &&
    detail.STMT_PAID === 'N' &&
    detail.SCHEDULE_LIST.some((term) => term.IS_PAID !== 'Y')
  );
}

export function paidTermsOf(schedule: ScheduleItem[]): number {
  return schedule.filter((term) => term.IS_PAID === 'Y').length;
}

// A term's status is the shared table's (the Instant Cash receipt reads its schedule the same way).
export { termStatusOf, type TermStatus } from '../../shared/ui/payment-status';

/**
 * Where the detail's back goes: back in history to the list it was opened from (keeping the list's filter
 * and pages), else to the list. The list notes the transaction a row opened.
 */
let openedFromList: string | null = null;

export function noteOpenedFromList(transactionId: string): void {
  openedFromList = transactionId;
}

export function wasOpenedFromList(transactionId: string): boolean {
  return openedFromList === transactionId;
}
