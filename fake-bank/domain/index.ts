import { endpoints, type AnyEndpoint, type EndpointName } from '../../contracts';
import type { BankContext, HandlerMap } from '../kernel/handler';
import { accountHandlers } from './common/account';
import { configHandlers } from './common/config';
import { creditHandlers } from './credit/credit';
import { settleAutoDebits } from './credit/credit-auto-debit';
import { onboardingHandlers } from './onboarding/onboarding';
import { securityHandlers } from './security/security';
import { walletHandlers } from './wallet/wallet';

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
