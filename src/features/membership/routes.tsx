import type { RouteObject } from 'react-router';

/** The membership screens, mounted by the app router (lazy chunks, each with a title key). */
export const membershipRoutes: RouteObject[] = [];
