import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../shared/lib/lazy-screen';
import { ROUTES } from '../../shared/navigation/routes';

const FacePage = lazyScreen(() => import('./face-page'));

/** The face detection screen, mounted by the app router (a lazy chunk with a title key). */
export const faceRoutes: RouteObject[] = [
  { path: ROUTES.FACE, element: <FacePage />, handle: { titleKey: 'face:title' } },
];
