import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const DealsPage = lazyScreen(() => import('./deals-page'));
const SearchPage = lazyScreen(() => import('./search-page'));
const DetailPage = lazyScreen(() => import('./detail-page'));
const BrandWallPage = lazyScreen(() => import('./brand-wall-page'));

/** The deals screens, mounted by the app router (lazy chunks, each with a title key). */
export const dealsRoutes: RouteObject[] = [
  { path: ROUTES.DEALS, element: <DealsPage />, handle: { titleKey: 'deals:titles.list' } },
  { path: ROUTES.DEAL_SEARCH, element: <SearchPage />, handle: { titleKey: 'deals:titles.search' } },
  { path: ROUTES.DEAL_DETAIL, element: <DetailPage />, handle: { titleKey: 'deals:titles.detail' } },
  { path: ROUTES.BRAND_WALL, element: <BrandWallPage />, handle: { titleKey: 'deals:titles.brands' } },
];
