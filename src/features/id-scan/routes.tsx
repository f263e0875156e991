import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const OcrGuidePage = lazyScreen(() => import('./guidance-page'));

/** The id-scan screens, mounted by the app router (lazy chunks, each with a title key). */
export const idScanRoutes: RouteObject[] = [
  { path: ROUTES.OCR, element: <OcrGuidePage />, handle: { titleKey: 'idScan:title' } },
];
