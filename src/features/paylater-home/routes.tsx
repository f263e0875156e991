import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/navigation/route-handle';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const HomePage = lazyScreen(() => import('./home-page'));
const CouponsPage = lazyScreen(() => import('./coupons-page'));

/** The paylater-home screens, mounted by the app router (lazy chunks, each with a title key). */
export const paylaterHomeRoutes: RouteObject[] = [
  {
    path: ROUTES.PAY_LATER_HOME,
    element: <HomePage />,
    handle: {
      titleKey: 'paylaterHome:titles.home',
      prefetch: (client: QueryClient) => import('./prefetch').then((m) => m.prefetchHome(client)),
    } satisfies RouteHandle,
  },
  {
    path: ROUTES.PAY_LATER_COUPONS,
    element: <CouponsPage />,
    handle: { titleKey: 'paylaterHome:titles.coupons' },
  },
];
