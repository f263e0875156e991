import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const PinSetPage = lazyScreen(() => import('./pin-set-page'));
const PinChangePage = lazyScreen(() => import('./pin-change-page'));
const PinForgotPage = lazyScreen(() => import('./pin-forgot-page'));
const PasswordSetPage = lazyScreen(() => import('./password-set-page'));
const PasswordChangePage = lazyScreen(() => import('./password-change-page'));
const PasswordForgotPage = lazyScreen(() => import('./password-forgot-page'));

/** The pin screens, mounted by the app router (lazy chunks, each with a title key). */
export const pinRoutes: RouteObject[] = [
  { path: ROUTES.PIN_SET, element: <PinSetPage />, handle: { titleKey: 'pin:titles.pinSet' } },
  { path: ROUTES.PIN_CHANGE, element: <PinChangePage />, handle: { titleKey: 'pin:titles.pinChange' } },
  { path: ROUTES.PIN_FORGOT, element: <PinForgotPage />, handle: { titleKey: 'pin:titles.pinForgot' } },
  { path: ROUTES.PASSWORD_SET, element: <PasswordSetPage />, handle: { titleKey: 'pin:titles.passwordSet' } },
  {
    path: ROUTES.PASSWORD_CHANGE,
    element: <PasswordChangePage />,
    handle: { titleKey: 'pin:titles.passwordChange' },
  },
  {
    path: ROUTES.PASSWORD_FORGOT,
    element: <PasswordForgotPage />,
    handle: { titleKey: 'pin:titles.passwordForgot' },
  },
];
