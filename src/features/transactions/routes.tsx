import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const ListPage = lazyScreen(() => import('./list-page'));
const DetailPage = lazyScreen(() => import('./detail-page'));

/** The transactions screens, mounted by the app router (lazy chunks, each with a title key). */
export const transactionsRoutes: RouteObject[] = [
  { path: ROUTES.TRANSACTIONS, element: <ListPage />, handle: { titleKey: 'transactions:titles.list' } },
  {
    path: ROUTES.TRANSACTION_DETAIL,
    element: <DetailPage />,
    handle: { titleKey: 'transactions:titles.detail' },
  },
];
