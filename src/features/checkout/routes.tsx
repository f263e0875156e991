import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const CheckoutPage = lazyScreen(() => import('./checkout-page'));
const ResultPage = lazyScreen(() => import('./result-page'));

/** The checkout screens, mounted by the app router (lazy chunks, each with a title key). */
export const checkoutRoutes: RouteObject[] = [
  { path: ROUTES.CHECKOUT, element: <CheckoutPage />, handle: { titleKey: 'checkout:titles.pay' } },
  {
    path: ROUTES.CHECKOUT_RESULT,
    element: <ResultPage />,
    handle: { titleKey: 'checkout:titles.result' },
  },
];
