import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const BillsPage = lazyScreen(() => import('./bills-page'));
const DetailPage = lazyScreen(() => import('./detail-page'));
const HistoryPage = lazyScreen(() => import('./history-page'));
const UpcomingPage = lazyScreen(() => import('./upcoming-page'));
const OverduePage = lazyScreen(() => import('./overdue-page'));
const RecordsPage = lazyScreen(() => import('./records-page'));
const AutoRepaymentPage = lazyScreen(() => import('./auto-repayment-page'));

/** The bills screens, mounted by the app router (lazy chunks, each with a title key). */
export const billsRoutes: RouteObject[] = [
  { path: ROUTES.BILLS, element: <BillsPage />, handle: { titleKey: 'bills:titles.index' } },
  { path: ROUTES.BILL_DETAIL, element: <DetailPage />, handle: { titleKey: 'bills:titles.detail' } },
  { path: ROUTES.BILL_HISTORY, element: <HistoryPage />, handle: { titleKey: 'bills:titles.history' } },
  { path: ROUTES.BILL_UPCOMING, element: <UpcomingPage />, handle: { titleKey: 'bills:titles.upcoming' } },
  { path: ROUTES.BILL_OVERDUE, element: <OverduePage />, handle: { titleKey: 'bills:titles.overdue' } },
  { path: ROUTES.BILL_RECORDS, element: <RecordsPage />, handle: { titleKey: 'bills:titles.records' } },
  {
    path: ROUTES.BILL_AUTO_REPAYMENT,
    element: <AutoRepaymentPage />,
    handle: { titleKey: 'bills:titles.autoRepayment' },
  },
];
