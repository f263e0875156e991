import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const CentrePage = lazyScreen(() => import('./centre-page'));
const SearchPage = lazyScreen(() => import('./search-page'));
const MinePage = lazyScreen(() => import('./mine-page'));
const DetailPage = lazyScreen(() => import('./detail-page'));

/** The coupons screens, mounted by the app router (lazy chunks, each with a title key). */
export const couponsRoutes: RouteObject[] = [
  { path: ROUTES.COUPON_CENTRE, element: <CentrePage />, handle: { titleKey: 'coupons:titles.centre' } },
  { path: ROUTES.COUPON_SEARCH, element: <SearchPage />, handle: { titleKey: 'coupons:titles.search' } },
  { path: ROUTES.MY_COUPONS, element: <MinePage />, handle: { titleKey: 'coupons:titles.mine' } },
  { path: ROUTES.COUPON_DETAIL, element: <DetailPage />, handle: { titleKey: 'coupons:titles.detail' } },
];
