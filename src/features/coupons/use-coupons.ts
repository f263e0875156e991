import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointKeyFor, endpointQuery, invalidateEndpoints } from '../../api';
import { endpoints } from './endpoints';
import { PAGE_SIZE, STATE_OF_TAB, codeOf, nextPageOf, type MineTab } from './coupon-view';

/** Every coupon read, so a claim refreshes them all at once. */
const COUPON_READS = [
  endpoints.couponTypes,
  endpoints.couponCenter,
  endpoints.couponMine,
  endpoints.couponDetail,
];

/** card_type: the categories, two levels. */
export function useCouponTypes() {
  return useQuery({ ...endpointQuery(endpoints.couponTypes, {}) });
}

/** The centre (card_center CENTER) in a category ('' all), page after page. */
export function useCouponCentre(couponType: string) {
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.couponCenter, { queryType: 'CENTER', couponType }, 'pages'),
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      call(endpoints.couponCenter, {
        queryType: 'CENTER',
        nums: String(PAGE_SIZE),
        page: String(pageParam),
        ...(couponType ? { couponType } : {}),
      }),
    getNextPageParam: (last) => nextPageOf(last),
  });
}

/** The search (card_center SEARCH) for a keyword; nothing is asked before one is typed. */
export function useCouponSearch(keyword: string) {
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.couponCenter, { queryType: 'SEARCH', keyword }, 'pages'),
    enabled: keyword !== '',
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      call(endpoints.couponCenter, {
        queryType: 'SEARCH',
        searchKeyword: keyword,
        nums: String(PAGE_SIZE),
        page: String(pageParam),
      }),
    getNextPageParam: (last) => nextPageOf(last),
  });
}

/** My coupons of a tab (cust_rights), those ending soonest first for unused ones, newest claims otherwise. */
export function useMyCoupons(tab: MineTab) {
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.couponMine, { tab }, 'pages'),
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      call(endpoints.couponMine, {
        sortMode: tab === 'unused' ? '1' : '0',
        pageNum: String(pageParam),
        pageSize: String(PAGE_SIZE),
        cardVoucherState: STATE_OF_TAB[tab],
      }),
    getNextPageParam: (last) => nextPageOf(last),
  });
}

/** How many unused coupons the customer holds (the centre's link to my coupons). */
export function useUnusedCount() {
  return useQuery({
    queryKey: endpointKeyFor(endpoints.couponMine, { unusedCount: true }),
    staleTime: 0,
    throwOnError: false,
    queryFn: () =>
      call(endpoints.couponMine, {
        sortMode: '1',
        pageNum: '1',
        pageSize: '1',
        cardVoucherState: STATE_OF_TAB.unused,
      }),
    select: (page) => Number(page.total),
  });
}

/** One coupon (card_detail); with the claimed code, its barcode and QR code values. */
export function useCouponDetail(couponId: string, code: string | undefined) {
  return useQuery({
    queryKey: endpointKeyFor(endpoints.couponDetail, { couponId, code: code ?? '' }),
    enabled: couponId !== '',
    staleTime: 0,
    queryFn: () =>
      call(endpoints.couponDetail, { cardVoucherId: couponId, ...(code ? { cardVoucherCode: code } : {}) }),
  });
}

/** The customer's code of a coupon they claimed, from all their coupons (when the link carried none). */
export function useMyCode(couponId: string, enabled: boolean) {
  return useQuery({
    queryKey: endpointKeyFor(endpoints.couponMine, { codeOf: couponId }),
    enabled,
    staleTime: 0,
    queryFn: () =>
      call(endpoints.couponMine, {
        sortMode: '0',
        pageNum: '1',
        pageSize: '50',
        cardVoucherState: '90010005',
      }),
    select: (page) => codeOf(page.list, couponId) ?? '',
  });
}

/**
 * Claim a coupon for the logged-in customer (cust_collar_coupons, with their name and phone from
 * member_info). The bank enforces the stock and one claim per person; every coupon query is refreshed after.
 */
export function useClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (couponId: string) => {
      const member = await client.fetchQuery(endpointQuery(endpoints.queryMemberInfo, {}));
      return call(endpoints.couponClaim, {
        cardVoucherId: couponId,
        name: member.name,
        phoneNo: member.phoneNo,
      });
    },
    // Not awaited: the caller moves on (to the coupon's code) while the lists refresh behind it.
    onSettled: () => {
      void invalidateEndpoints(client, COUPON_READS);
    },
  });
}

/** What the customer's unused coupons take off an amount (cust_rights_try_calc) at a merchant. */
export function useTryCalc() {
  return useMutation({
    mutationFn: ({ amount, mctId }: { amount: string; mctId: string }) =>
      call(endpoints.couponTryCalc, { transMoney: amount, skuid: '', mctId, brandId: '', storeId: '' }),
  });
}
