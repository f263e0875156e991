import type { RouteObject } from 'react-router';

/** The pin screens, mounted by the app router (lazy chunks, each with a title key). */
export const pinRoutes: RouteObject[] = [];
