import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const PlanPage = lazyScreen(() => import('./plan-page'));
const PayPage = lazyScreen(() => import('./pay-page'));
const EarlyPage = lazyScreen(() => import('./early-page'));
const VaPage = lazyScreen(() => import('./va-page'));
const ResultPage = lazyScreen(() => import('./result-page'));

/** The repayment screens, mounted by the app router (lazy chunks, each with a title key). */
export const repaymentRoutes: RouteObject[] = [
  { path: ROUTES.SERVICE_REPAYMENT, element: <PlanPage />, handle: { titleKey: 'repayment:titles.plan' } },
  { path: ROUTES.REPAYMENT_PAY, element: <PayPage />, handle: { titleKey: 'repayment:titles.pay' } },
  { path: ROUTES.REPAYMENT_EARLY, element: <EarlyPage />, handle: { titleKey: 'repayment:titles.early' } },
  { path: ROUTES.REPAYMENT_VA, element: <VaPage />, handle: { titleKey: 'repayment:titles.va' } },
  {
    path: ROUTES.REPAYMENT_RESULT,
    element: <ResultPage />,
    handle: { titleKey: 'repayment:titles.result' },
  },
];
