import type { RouteObject } from 'react-router';

/** The paylater-home screens, mounted by the app router (lazy chunks, each with a title key). */
export const paylaterHomeRoutes: RouteObject[] = [];
