import type { RouteObject } from 'react-router';

/** The onboarding screens, mounted by the app router (lazy chunks, each with a title key). */
export const onboardingRoutes: RouteObject[] = [];
