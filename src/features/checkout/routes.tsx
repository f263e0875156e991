import type { RouteObject } from 'react-router';

/** The checkout screens, mounted by the app router (lazy chunks, each with a title key). */
export const checkoutRoutes: RouteObject[] = [];
