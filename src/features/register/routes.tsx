import type { RouteObject } from 'react-router';

/** The register screens, mounted by the app router (lazy chunks, each with a title key). */
export const registerRoutes: RouteObject[] = [];
