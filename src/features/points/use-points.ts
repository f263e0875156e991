import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointKeyFor, endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import type { YearMonth } from '../../shared/lib/month-year';
import { historyRequest, nextPageOf, type HistoryFilter } from './points-view';

/** point_bal: available, held, lapsing tomorrow and earned yesterday (asked again each time a screen opens). */
export function usePointsBalance() {
  return useQuery({ ...endpointQuery(endpoints.pointsBalance, {}), staleTime: 0 });
}

/** The history for a filter, newest first, page after page. */
export function usePointsHistory(filter: HistoryFilter, now: YearMonth | undefined) {
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.pointsDetail, [filter.category, filter.period, now], 'pages'),
    enabled: now !== undefined,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      call(endpoints.pointsDetail, historyRequest(filter, now ?? { year: 2021, month: 1 }, pageParam)),
    getNextPageParam: (last) => nextPageOf(last),
  });
}

/** The newest few entries, for the points page. */
export function useRecentPoints(now: YearMonth | undefined, count: number) {
  return useQuery({
    queryKey: endpointKeyFor(endpoints.pointsDetail, { recent: count, now }),
    enabled: now !== undefined,
    staleTime: 0,
    throwOnError: false,
    queryFn: () =>
      call(endpoints.pointsDetail, {
        ...historyRequest({ category: '0', period: null }, now ?? { year: 2021, month: 1 }, 1),
        nums: String(count),
      }),
    select: (page) => page.list,
  });
}
