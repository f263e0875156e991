import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const MenuPage = lazyScreen(() => import('./menu-page'));
const ProfilePage = lazyScreen(() => import('./profile-page'));
const EmailPage = lazyScreen(() => import('./email-page'));
const MobilePage = lazyScreen(() => import('./mobile-page'));

/** The settings screens, mounted by the app router (lazy chunks, each with a title key). */
export const settingsRoutes: RouteObject[] = [
  { path: ROUTES.SETTINGS, element: <MenuPage />, handle: { titleKey: 'settings:title' } },
  {
    path: ROUTES.SETTINGS_PROFILE,
    element: <ProfilePage />,
    handle: { titleKey: 'settings:titles.profile' },
  },
  { path: ROUTES.SETTINGS_EMAIL, element: <EmailPage />, handle: { titleKey: 'settings:titles.email' } },
  { path: ROUTES.SETTINGS_MOBILE, element: <MobilePage />, handle: { titleKey: 'settings:titles.mobile' } },
];
