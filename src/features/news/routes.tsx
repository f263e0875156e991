import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const NewsPage = lazyScreen(() => import('./news-page'));
const SearchPage = lazyScreen(() => import('./search-page'));
const DetailPage = lazyScreen(() => import('./detail-page'));

/** The news screens, mounted by the app router (lazy chunks, each with a title key). */
export const newsRoutes: RouteObject[] = [
  { path: ROUTES.NEWS, element: <NewsPage />, handle: { titleKey: 'news:titles.list' } },
  { path: ROUTES.NEWS_SEARCH, element: <SearchPage />, handle: { titleKey: 'news:titles.search' } },
  { path: ROUTES.NEWS_DETAIL, element: <DetailPage />, handle: { titleKey: 'news:titles.detail' } },
];
