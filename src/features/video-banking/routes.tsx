import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const VideoBankingStartPage = lazyScreen(() => import('./start-page'));

/** The video-banking screens, mounted by the app router (lazy chunks, each with a title key). */
export const videoBankingRoutes: RouteObject[] = [
  {
    path: ROUTES.VIDEO_BANKING,
    element: <VideoBankingStartPage />,
    handle: { titleKey: 'videoBanking:title' },
  },
];
