import type { RouteObject } from 'react-router';

/** The repayment screens, mounted by the app router (lazy chunks, each with a title key). */
export const repaymentRoutes: RouteObject[] = [];
