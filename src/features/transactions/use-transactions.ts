import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { endpointPagesQuery, endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { listRequest, nextRowKey, type ListFilter } from './transaction-view';

/**
 * The bank's business date (YYYYMMDD) from the personal centre: "today" of the list and of the picker's
 * current year and month. It also tells a person without a credit line (CREDIT_NO_ACCOUNT) before the list.
 */
export function useBusinessDate() {
  return useQuery({
    ...endpointQuery(endpoints.creditPersonalCenter, {}),
    select: (data) => data.BUSINESS_DATE,
  });
}

/** The list for a filter, page after page by LAST_ROW_KEY ('0' first) while NEXTPAGE_FLAG is Y. */
export function useTransactions(filter: ListFilter, today: string | undefined) {
  const { LAST_ROW_KEY: _first, ...request } = listRequest(filter, today ?? '', '0');
  return useInfiniteQuery({
    ...endpointPagesQuery(endpoints.creditTransactionList, request, nextRowKey),
    enabled: today !== undefined,
  });
}

/** One transaction with its terms, repayment details and schedule. */
export function useTransactionDetail(id: string) {
  return useQuery({
    ...endpointQuery(endpoints.creditTransactionDetail, { TRANSACTION_ID: id }),
    enabled: id !== '',
  });
}
