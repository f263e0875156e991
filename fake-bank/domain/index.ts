import { endpoints, type AnyEndpoint, type EndpointName } from '../../contracts';
import type { BankContext, HandlerMap } from '../core/handler';
import { accountHandlers } from './account';
import { configHandlers } from './config';
import { creditHandlers } from './credit';
import { settleAutoDebits } from './credit-auto-debit';
import { onboardingHandlers } from './onboarding';
import { securityHandlers } from './security';
import { walletHandlers } from './wallet';

type AnyHandler = (request: unknown, ctx: BankContext) => unknown;

const maps: HandlerMap[] = [
  configHandlers,
  accountHandlers,
  onboardingHandlers,
  securityHandlers,
  creditHandlers,
  walletHandlers,
];

/** Every domain handler, keyed by its endpoint object from the contract table. */
export const handlers = new Map<AnyEndpoint, AnyHandler>();
for (const map of maps) {
  for (const [name, handler] of Object.entries(map)) {
    const endpoint = endpoints[name as EndpointName];
    if (handlers.has(endpoint)) throw new Error(`Two handlers for ${name}`);
    // Every call first books the auto-debits whose moment the session clock passed (credit-auto-debit).
    const answer = handler as AnyHandler;
    handlers.set(endpoint, (request, ctx) => {
      settleAutoDebits(ctx);
      return answer(request, ctx);
    });
  }
}
