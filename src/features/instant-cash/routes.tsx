import type { RouteObject } from 'react-router';

/** The instant-cash screens, mounted by the app router (lazy chunks, each with a title key). */
export const instantCashRoutes: RouteObject[] = [];
