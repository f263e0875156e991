import type { RouteObject } from 'react-router';

/** The bills screens, mounted by the app router (lazy chunks, each with a title key). */
export const billsRoutes: RouteObject[] = [];
