import type { RouteObject } from 'react-router';

/** The wallet screens, mounted by the app router (lazy chunks, each with a title key). */
export const walletRoutes: RouteObject[] = [];
