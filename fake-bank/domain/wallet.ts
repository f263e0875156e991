import type { HandlerMap } from '../core/handler';
import { dealHandlers } from './content-deals';
import { newsHandlers } from './content-news';
import { helpHandlers } from './content-help';
import { couponHandlers } from './loyalty-coupons';
import { pointsHandlers } from './loyalty-points';
import { walletOrderHandlers } from './wallet-orders';
import { walletTopUpHandlers } from './wallet-topup';

/** Handlers of the wallet, loyalty and content area. */
export const walletHandlers: HandlerMap = {
  ...walletOrderHandlers,
  ...walletTopUpHandlers,
  ...pointsHandlers,
  ...couponHandlers,
  ...dealHandlers,
  ...newsHandlers,
  ...helpHandlers,
};
