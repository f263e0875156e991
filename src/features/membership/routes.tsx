import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const MembershipPage = lazyScreen(() => import('./membership-page'));

/** The membership screens, mounted by the app router (lazy chunks, each with a title key). */
export const membershipRoutes: RouteObject[] = [
  { path: ROUTES.MEMBERSHIP, element: <MembershipPage />, handle: { titleKey: 'membership:titles.index' } },
];
