import type { HandlerMap } from '../core/handler';

/** Handlers of the onboarding area. */
export const onboardingHandlers: HandlerMap = {};
