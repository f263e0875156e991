import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, endpointKeyFor, endpointQuery } from '../../api';
import { endpoints } from './endpoints';
import { deviceInfoQuery } from '../../bridge/device-query';
import { nextOrderPage, type StatusFilter } from './wallet-view';

/** The Allo Pay balance and tier, asked again each time a wallet screen opens (payments move it). */
export function useWalletBalance() {
  return useQuery({ ...endpointQuery(endpoints.walletBalance, {}), staleTime: 0 });
}

/** Points: available, and what was earned yesterday. A home section: its failure stays in the section. */
export function usePointsBalance() {
  return useQuery({ ...endpointQuery(endpoints.pointsBalance, {}), staleTime: 0, throwOnError: false });
}

/** One small page of the unused coupons (state 90010001): its total is the count. */
const UNUSED_COUPONS = { sortMode: '0', pageNum: '1', pageSize: '1', cardVoucherState: '90010001' } as const;

/** How many unused coupons the customer holds. */
export function useUnusedCouponCount() {
  return useQuery({
    ...endpointQuery(endpoints.couponMine, UNUSED_COUPONS),
    staleTime: 0,
    throwOnError: false,
    select: (data) => Number(data.total),
  });
}

/** The first five coupons the bank markets at the home position. */
const HOME_MARKET = { nums: '5', page: '1', queryType: 'MARKET', couponMarketPosit: 'HOME' } as const;

/** Top recommendations: the coupons the bank markets on the home page. */
export function useRecommendations() {
  return useQuery({
    ...endpointQuery(endpoints.couponCenter, HOME_MARKET),
    throwOnError: false,
    select: (data) => data.list,
  });
}

export function useHomeDeals() {
  return useQuery({
    ...endpointQuery(endpoints.dealsHome, {}),
    throwOnError: false,
    select: (data) => data.confList,
  });
}

export function useTopNews() {
  return useQuery({
    ...endpointQuery(endpoints.newsTop, {}),
    throwOnError: false,
    select: (data) => data.headlines,
  });
}

/** Whether the page runs inside the bank app (the prompt to open or download it is for outside). */
export function useInApp() {
  return useQuery({
    ...deviceInfoQuery(),
    select: (device) => device.inApp,
  });
}

const PAGE_SIZE = 10;

/** Orders of the 12 months of `range`, newest first, for a status filter, page after page. */
export function useOrders(filter: StatusFilter, range: { startTime: string; endTime: string } | null) {
  return useInfiniteQuery({
    queryKey: endpointKeyFor(endpoints.walletTranOrders, { filter, range }, 'pages'),
    enabled: range !== null,
    initialPageParam: 1,
    staleTime: 0,
    queryFn: ({ pageParam }) =>
      call(endpoints.walletTranOrders, {
        status: filter === 'all' ? '' : filter,
        category: '',
        startTime: range?.startTime ?? '',
        endTime: range?.endTime ?? '',
        page: { currentPage: String(pageParam), pageSize: String(PAGE_SIZE) },
      }),
    getNextPageParam: (last) => nextOrderPage(last.page),
  });
}

/** One order in detail, by its wallet order number (or the merchant's order number). */
export function useOrderDetail(orderNo: string) {
  return useQuery({
    ...endpointQuery(endpoints.walletTranOrderDetail, { orderNo }),
    enabled: orderNo.length > 0,
    staleTime: 0,
  });
}
