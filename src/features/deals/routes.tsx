import type { RouteObject } from 'react-router';

/** The deals screens, mounted by the app router (lazy chunks, each with a title key). */
export const dealsRoutes: RouteObject[] = [];
