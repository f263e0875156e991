import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const CashPage = lazyScreen(() => import('./cash-page'));
const ConfirmPage = lazyScreen(() => import('./confirm-page'));
const ResultPage = lazyScreen(() => import('./result-page'));
const ReceiptPage = lazyScreen(() => import('./receipt-page'));

/** The instant-cash screens, mounted by the app router (lazy chunks, each with a title key). */
export const instantCashRoutes: RouteObject[] = [
  { path: ROUTES.INSTANT_CASH, element: <CashPage />, handle: { titleKey: 'instantCash:titles.cash' } },
  {
    path: ROUTES.INSTANT_CASH_CONFIRM,
    element: <ConfirmPage />,
    handle: { titleKey: 'instantCash:titles.confirm' },
  },
  {
    path: ROUTES.INSTANT_CASH_RESULT,
    element: <ResultPage />,
    handle: { titleKey: 'instantCash:titles.result' },
  },
  { path: ROUTES.LOAN_RECEIPT, element: <ReceiptPage />, handle: { titleKey: 'instantCash:titles.receipt' } },
];
