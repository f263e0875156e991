import type { RouteObject } from 'react-router';

/** The otp screens, mounted by the app router (lazy chunks, each with a title key). */
export const otpRoutes: RouteObject[] = [];
