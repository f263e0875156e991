import type { RouteObject } from 'react-router';

/** The coupons screens, mounted by the app router (lazy chunks, each with a title key). */
export const couponsRoutes: RouteObject[] = [];
