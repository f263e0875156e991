import type { RouteObject } from 'react-router';

/** The transactions screens, mounted by the app router (lazy chunks, each with a title key). */
export const transactionsRoutes: RouteObject[] = [];
