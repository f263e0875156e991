import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const MethodPage = lazyScreen(() => import('./method-page'));
const VerifyPage = lazyScreen(() => import('./verify-page'));
const FailedPage = lazyScreen(() => import('./failed-page'));

const handle = { titleKey: 'otp:title' };

/** The otp screens, mounted by the app router (lazy chunks, each with a title key). */
export const otpRoutes: RouteObject[] = [
  { path: ROUTES.OTP, element: <MethodPage />, handle },
  { path: ROUTES.OTP_VERIFY, element: <VerifyPage />, handle },
  { path: ROUTES.OTP_FAILED, element: <FailedPage />, handle },
];
