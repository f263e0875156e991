import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const GuidancePage = lazyScreen(() => import('./guidance-page'));
const CameraPage = lazyScreen(() => import('./camera-page'));
const ConfirmPage = lazyScreen(() => import('./confirm-page'));
const ManualPage = lazyScreen(() => import('./manual-page'));

const handle = { titleKey: 'idScan:title' };

/** The ID scan screens, mounted by the app router (lazy chunks, each with a title key). */
export const idScanRoutes: RouteObject[] = [
  { path: ROUTES.OCR, element: <GuidancePage />, handle },
  { path: ROUTES.OCR_CAMERA, element: <CameraPage />, handle },
  { path: ROUTES.OCR_CONFIRM, element: <ConfirmPage />, handle },
  { path: ROUTES.OCR_MANUAL_INPUT, element: <ManualPage />, handle },
];
