import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { VB_ROUTES } from './vb-paths';

const VideoBankingStartPage = lazyScreen(() => import('./start-page'));
const VideoBankingSessionPage = lazyScreen(() => import('./session-page'));
const VideoBankingResultPage = lazyScreen(() => import('./result-page'));

const handle = { titleKey: 'videoBanking:title' };

/** The video-banking screens, mounted by the app router (lazy chunks, each with a title key). */
export const videoBankingRoutes: RouteObject[] = [
  { path: VB_ROUTES.START, element: <VideoBankingStartPage />, handle },
  { path: VB_ROUTES.SESSION, element: <VideoBankingSessionPage />, handle },
  { path: VB_ROUTES.RESULT, element: <VideoBankingResultPage />, handle },
];
