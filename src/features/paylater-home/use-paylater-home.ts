import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointKeyFor, endpointQuery } from '../../api';
import { endpoints } from './endpoints';

/** How long an answer asked with the screen's chunks (prefetch.ts) counts as this opening's own. */
const OPENING_ANSWER_MS = 3_000;

/**
 * The personal centre, asked again each time the home opens (figures move with the bank's clock), unless
 * this opening asked it already, with the screen's chunks (prefetch.ts); a failure of that answer is shown,
 * not asked again behind the customer's back (a one-shot fault must be seen).
 */
export function usePersonalCenter() {
  return useQuery({
    ...endpointQuery(endpoints.creditPersonalCenter, {}),
    staleTime: 0,
    retryOnMount: false,
    // A money move invalidates it: asked again then, however recent.
    refetchOnMount: (query) =>
      query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > OPENING_ANSWER_MS,
  });
}

/** How many Pay Later coupons are available now (one small page of opt 0: its total). */
export function useAvailableCouponCount() {
  return useQuery({
    ...endpointQuery(endpoints.creditCouponList, { equityType: '', opt: '0', pageSize: '1', pageIndex: '1' }),
    staleTime: 0,
    throwOnError: false,
    select: (data) => Number(data.total),
  });
}

export type CouponTab = 'available' | 'expired';
const PAGE_SIZE = 10;

/** One tab of coupons (opt 0 available, opt 1 used or expired), page after page. */
export function useCoupons(tab: CouponTab) {
  const opt = tab === 'available' ? '0' : '1';
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.creditCouponList, { opt }, 'pages'),
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      call(endpoints.creditCouponList, {
        equityType: '',
        opt,
        pageSize: String(PAGE_SIZE),
        pageIndex: String(pageParam),
      }),
    getNextPageParam: (last, pages) =>
      pages.length * PAGE_SIZE < Number(last.total) ? pages.length + 1 : undefined,
  });
}

/** The three latest credit transactions up to the bank's business date (the home's lower half). */
export function useRecentTransactions(businessDate: string) {
  return useQuery({
    ...endpointQuery(endpoints.creditTransactionList, {
      END_DATE: businessDate,
      TRANSACTION_TYPE: 'A',
      PAGESIZE: '3',
      LAST_ROW_KEY: '0',
    }),
    staleTime: 0,
    throwOnError: false,
    enabled: /^\d{8}$/.test(businessDate),
  });
}
