import type { HandlerMap } from '../../kernel/handler';
import { walletOrderHandlers } from './wallet-orders';
import { walletTopUpHandlers } from './wallet-topup';

/** Handlers of the wallet area (loyalty and content register their own: domain/index.ts). */
export const walletHandlers: HandlerMap = {
  ...walletOrderHandlers,
  ...walletTopUpHandlers,
};
