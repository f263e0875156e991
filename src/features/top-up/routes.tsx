import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const TopUpPage = lazyScreen(() => import('./top-up-page'));
const BankTransferPage = lazyScreen(() => import('./bank-transfer-page'));
const DebitCardPage = lazyScreen(() => import('./debit-card-page'));
const QrisPage = lazyScreen(() => import('./qris-page'));
const StorePage = lazyScreen(() => import('./store-page'));

/** The top-up screens, mounted by the app router (lazy chunks, each with a title key). */
export const topUpRoutes: RouteObject[] = [
  { path: ROUTES.TOP_UP, element: <TopUpPage />, handle: { titleKey: 'topUp:titles.home' } },
  {
    path: ROUTES.TOP_UP_BANK_TRANSFER,
    element: <BankTransferPage />,
    handle: { titleKey: 'topUp:titles.bankTransfer' },
  },
  {
    path: ROUTES.TOP_UP_DEBIT_CARD,
    element: <DebitCardPage />,
    handle: { titleKey: 'topUp:titles.debitCard' },
  },
  { path: ROUTES.TOP_UP_QRIS, element: <QrisPage />, handle: { titleKey: 'topUp:titles.qris' } },
  { path: ROUTES.TOP_UP_STORE, element: <StorePage />, handle: { titleKey: 'topUp:titles.store' } },
];
