import type { RouteObject } from 'react-router';

/** The top-up screens, mounted by the app router (lazy chunks, each with a title key). */
export const topUpRoutes: RouteObject[] = [];
