import type { RouteObject } from 'react-router';

/** The news screens, mounted by the app router (lazy chunks, each with a title key). */
export const newsRoutes: RouteObject[] = [];
