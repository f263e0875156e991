import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const FaceEducationPage = lazyScreen(() => import('./education-page'));

/** The face screens, mounted by the app router (lazy chunks, each with a title key). */
export const faceRoutes: RouteObject[] = [
  { path: ROUTES.FACE, element: <FaceEducationPage />, handle: { titleKey: 'face:title' } },
];
