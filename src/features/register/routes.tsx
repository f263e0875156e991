import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const TermsPage = lazyScreen(() => import('./terms-page'));
const RegisterPage = lazyScreen(() => import('./register-page'));

/** The register screens, mounted by the app router (lazy chunks, each with a title key). */
export const registerRoutes: RouteObject[] = [
  { path: ROUTES.TERMS, element: <TermsPage />, handle: { titleKey: 'register:terms.title' } },
  { path: ROUTES.REGISTER, element: <RegisterPage />, handle: { titleKey: 'register:title' } },
];
