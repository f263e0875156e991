import type { RouteObject } from 'react-router';

/** The settings screens, mounted by the app router (lazy chunks, each with a title key). */
export const settingsRoutes: RouteObject[] = [];
