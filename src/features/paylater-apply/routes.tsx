import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';
import { SUBMIT_ROUTE } from './submit-route';

const SubmitPage = lazyScreen(() => import('./submit-page'));
const ResultPage = lazyScreen(() => import('./result-page'));
const FlexibleResultPage = lazyScreen(() => import('./flexible-result-page'));
const KtpFaceResultPage = lazyScreen(() => import('./ktp-face-result-page'));

const handle = { titleKey: 'paylaterApply:titles.result' };

/** The paylater-apply screens, mounted by the app router (lazy chunks, each with a title key). */
export const paylaterApplyRoutes: RouteObject[] = [
  { path: SUBMIT_ROUTE, element: <SubmitPage />, handle: { titleKey: 'paylaterApply:titles.apply' } },
  { path: ROUTES.RESULT, element: <ResultPage />, handle },
  { path: ROUTES.RESULT_FAILED, element: <ResultPage />, handle },
  { path: ROUTES.RESULT_SUCCESS, element: <ResultPage />, handle },
  { path: ROUTES.FLEXIBLE_RESULT, element: <FlexibleResultPage />, handle },
  {
    path: ROUTES.RESULT_KTP_FACE,
    element: <KtpFaceResultPage />,
    handle: { titleKey: 'paylaterApply:titles.ktpFace' },
  },
];
