import type { HandlerMap } from '../../kernel/handler';
import { dealHandlers } from '../content/content-deals';
import { newsHandlers } from '../content/content-news';
import { helpHandlers } from '../content/content-help';
import { couponHandlers } from '../loyalty/loyalty-coupons';
import { pointsHandlers } from '../loyalty/loyalty-points';
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
