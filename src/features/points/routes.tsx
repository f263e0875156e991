import type { RouteObject } from 'react-router';

/** The points screens, mounted by the app router (lazy chunks, each with a title key). */
export const pointsRoutes: RouteObject[] = [];
