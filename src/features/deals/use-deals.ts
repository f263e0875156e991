import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointKeyFor, endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { nextPageOf, requestOfFilter, type DealFilter } from './deals-view';

/** Deals a page (the bank allows 1 to 50). */
export const PAGE_SIZE = '10';

/** Types and brands change rarely: a few minutes old is fine. */
const REFERENCE_STALE_MS = 5 * 60_000;

export function useDealTypes() {
  return useQuery({ ...endpointQuery(endpoints.dealsTypes, {}), staleTime: REFERENCE_STALE_MS });
}

export function useDealBrands(enabled: boolean) {
  return useQuery({
    ...endpointQuery(endpoints.dealsBrands, {}),
    staleTime: REFERENCE_STALE_MS,
    enabled,
    throwOnError: false,
  });
}

/** The running deals for a filter, page after page. */
export function useDeals(filter: DealFilter) {
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.dealsList, [filter.type, filter.sort, filter.brand], 'pages'),
    initialPageParam: '1',
    queryFn: ({ pageParam }) =>
      call(endpoints.dealsList, { ...requestOfFilter(filter), nums: PAGE_SIZE, page: pageParam }),
    getNextPageParam: nextPageOf,
  });
}

/** Deals whose name, merchant, brand or type hold every word of the keyword; nothing asked without one. */
export function useDealSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.dealsSearch, { keyword }, 'pages'),
    enabled: keyword !== '',
    initialPageParam: '1',
    queryFn: ({ pageParam }) =>
      call(endpoints.dealsSearch, { keyword, sort: 'latest', nums: PAGE_SIZE, page: pageParam }),
    getNextPageParam: nextPageOf,
  });
}

export function useDeal(confId: string) {
  return useQuery({ ...endpointQuery(endpoints.dealsDetail, { confId }), enabled: confId !== '' });
}

export function useBrandWall() {
  return useQuery({ ...endpointQuery(endpoints.brandWall, {}), staleTime: REFERENCE_STALE_MS });
}
