import type { RouteObject } from 'react-router';

/** The help screens, mounted by the app router (lazy chunks, each with a title key). */
export const helpRoutes: RouteObject[] = [];
