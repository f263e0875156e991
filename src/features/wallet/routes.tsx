import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const HomePage = lazyScreen(() => import('./home-page'));
const BalancePage = lazyScreen(() => import('./balance-page'));
const OrderDetailPage = lazyScreen(() => import('./order-detail-page'));

/** The wallet screens, mounted by the app router (lazy chunks, each with a title key). */
export const walletRoutes: RouteObject[] = [
  { path: ROUTES.WALLET_HOME, element: <HomePage />, handle: { titleKey: 'wallet:titles.home' } },
  { path: ROUTES.WALLET_BALANCE, element: <BalancePage />, handle: { titleKey: 'wallet:titles.balance' } },
  {
    path: ROUTES.WALLET_ORDER_DETAIL,
    element: <OrderDetailPage />,
    handle: { titleKey: 'wallet:titles.detail' },
  },
];
