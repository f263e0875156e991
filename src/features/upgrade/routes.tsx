import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const MiddlePage = lazyScreen(() => import('./middle-page'));
const PrimePage = lazyScreen(() => import('./prime-page'));
const ResultPage = lazyScreen(() => import('./result-page'));

/** The upgrade screens, mounted by the app router (lazy chunks, each with a title key). */
export const upgradeRoutes: RouteObject[] = [
  { path: ROUTES.UPGRADE_MIDDLE, element: <MiddlePage />, handle: { titleKey: 'upgrade:titles.middle' } },
  { path: ROUTES.UPGRADE_PRIME, element: <PrimePage />, handle: { titleKey: 'upgrade:titles.prime' } },
  { path: ROUTES.UPGRADE_RESULT, element: <ResultPage />, handle: { titleKey: 'upgrade:titles.result' } },
];
