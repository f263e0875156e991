import type { HandlerMap } from '../core/handler';

/** Handlers of the wallet area. */
export const walletHandlers: HandlerMap = {};
