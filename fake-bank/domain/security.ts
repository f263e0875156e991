import type { HandlerMap } from '../core/handler';

/** Handlers of the security area. */
export const securityHandlers: HandlerMap = {};
