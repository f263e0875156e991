import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointQuery } from '../../api';
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
  return useInfiniteQuery({
    queryKey: ['transactions', 'list', filter.type, filter.period, today],
    enabled: today !== undefined,
    initialPageParam: '0',
    queryFn: ({ pageParam }) =>
      call(endpoints.creditTransactionList, listRequest(filter, today ?? '', pageParam)),
    getNextPageParam: (last) => nextRowKey(last),
  });
}

/** One transaction with its terms, repayment details and schedule. */
export function useTransactionDetail(id: string) {
  return useQuery({
    ...endpointQuery(endpoints.creditTransactionDetail, { TRANSACTION_ID: id }),
    enabled: id !== '',
  });
}
