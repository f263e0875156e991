import type { HandlerMap } from '../core/handler';

/** Handlers of the credit area. */
export const creditHandlers: HandlerMap = {};
