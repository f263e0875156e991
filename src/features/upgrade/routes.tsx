import type { RouteObject } from 'react-router';

/** The upgrade screens, mounted by the app router (lazy chunks, each with a title key). */
export const upgradeRoutes: RouteObject[] = [];
