import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const PointsPage = lazyScreen(() => import('./points-page'));
const HistoryPage = lazyScreen(() => import('./history-page'));

/** The points screens, mounted by the app router (lazy chunks, each with a title key). */
export const pointsRoutes: RouteObject[] = [
  { path: ROUTES.POINTS, element: <PointsPage />, handle: { titleKey: 'points:titles.index' } },
  { path: ROUTES.POINTS_HISTORY, element: <HistoryPage />, handle: { titleKey: 'points:titles.history' } },
];
