import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPagesQuery, endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { processingOf } from './bill-view';

/** Rows a page of the bill history and of the records (the bank allows 1 to 50). */
export const PAGE_SIZE = 10;

/** The credit line: the current statement month and status (asked again each time a screen opens). */
export function usePersonalCenter(enabled = true) {
  return useQuery({ ...endpointQuery(endpoints.creditPersonalCenter, {}), staleTime: 0, enabled });
}

/** One statement (query/bill); waits until the month is known. */
export function useBill(month: string | undefined) {
  return useQuery({
    ...endpointQuery(endpoints.creditBill, { STMT_MONTH: month ?? '' }),
    enabled: !!month,
    staleTime: 0,
  });
}

/** Repayment info: the overdue statements and whether auto-payment is on. */
export function useRepayInfo() {
  return useQuery({ ...endpointQuery(endpoints.creditRepayInfo, {}), staleTime: 0 });
}

/**
 * Repayments still processing, from the newest records (they come first): a pending bill. A failure here
 * only hides the pending state, it never blocks the screen.
 */
export function useProcessing() {
  return useQuery({
    ...endpointQuery(endpoints.creditRefundRepayRecord, {
      LAST_ROW_KEY: '0',
      NEXTPAGE_FLG: 'Y',
      PAGESIZE: String(PAGE_SIZE),
    }),
    staleTime: 0,
    throwOnError: false,
    select: (data) => processingOf(data.RECORD_LIST),
  });
}

export type HistoryTab = 'A' | 'F';

/** The next page's LAST_ROW_KEY while the bank says there is one. */
const nextOf = (last: { NEXTPAGE_FLG: string; LAST_ROW_KEY: string }) =>
  last.NEXTPAGE_FLG === 'Y' ? last.LAST_ROW_KEY : undefined;

/**
 * Printed statements newest first (A all, F paid), page after page by LAST_ROW_KEY; keyed by the endpoint,
 * so a repayment that forgets bill_list forgets these pages too.
 */
export function useBillList(type: HistoryTab) {
  return useInfiniteQuery({
    ...endpointPagesQuery(endpoints.creditBillList, { TYPE: type, PAGESIZE: String(PAGE_SIZE) }, nextOf),
    staleTime: 0,
  });
}

/** Refunds and repayments newest first, page after page by LAST_ROW_KEY (keyed by the endpoint too). */
export function useRecords() {
  return useInfiniteQuery({
    ...endpointPagesQuery(
      endpoints.creditRefundRepayRecord,
      { NEXTPAGE_FLG: 'Y', PAGESIZE: String(PAGE_SIZE) },
      nextOf,
    ),
    staleTime: 0,
  });
}
