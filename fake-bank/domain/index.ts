import { endpoints, type AnyEndpoint, type EndpointName } from '../../contracts';
import type { BankContext, HandlerMap } from '../kernel/handler';
import type { BankHooks } from '../kernel/hooks';
import { accountHandlers } from './account/account';
import { configHandlers } from './common/config';
import { creditHandlers } from './credit/credit';
import { beginBooksCall, forgetBooks } from './credit/credit-book-cache';
import { settleAutoDebits } from './credit/credit-auto-debit';
import { onboardingHandlers } from './onboarding/onboarding';
import { securityHandlers } from './security/security';
import { walletHandlers } from './wallet/wallet';
import { couponHandlers } from './loyalty/loyalty-coupons';
import { pointsHandlers } from './loyalty/loyalty-points';
import { dealHandlers } from './content/content-deals';
import { newsHandlers } from './content/content-news';
import { helpHandlers } from './content/content-help';
import { prepareRsaKeys, rsaDecrypt } from './security/security-crypto';
import { prepareSecrets } from './security/security-kdf';

type AnyHandler = (request: unknown, ctx: BankContext) => unknown;

/**
 * The kernel's hooks, given by the domain: the credit books are derived from the state, per call; sealed
 * fields open with the security area's crypto.
 */
export const hooks: BankHooks = {
  beginCall: beginBooksCall,
  afterChange: (session) => forgetBooks(session.state.credit),
  sealing: { prepareKeys: prepareRsaKeys, open: rsaDecrypt, prepare: prepareSecrets },
};

/**
 * The contract groups whose answers the auto-debit can change (credit and wallet calls): only they book the
 * auto-debits the clock passed first; OTP, content and account calls answer the same either way.
 */
export const AUTO_DEBIT_GROUPS: ReadonlySet<string> = new Set([
  'paylater-home',
  'paylater-coupons',
  'paylater-apply',
  'instant-cash',
  'repayment',
  'bills',
  'transactions',
  'checkout',
  'wallet',
  'top-up',
]);

const maps: HandlerMap[] = [
  configHandlers,
  accountHandlers,
  onboardingHandlers,
  securityHandlers,
  creditHandlers,
  walletHandlers,
  pointsHandlers,
  couponHandlers,
  dealHandlers,
  newsHandlers,
  helpHandlers,
];

/** Every domain handler, keyed by its endpoint object from the contract table. */
export const handlers = new Map<AnyEndpoint, AnyHandler>();
for (const map of maps) {
  for (const [name, handler] of Object.entries(map)) {
    const endpoint = endpoints[name as EndpointName];
    if (handlers.has(endpoint)) throw new Error(`Two handlers for ${name}`);
    // A credit or wallet call first books the auto-debits whose moment the session clock passed.
    const answer = handler as AnyHandler;
    if (!AUTO_DEBIT_GROUPS.has(endpoint.group)) {
      handlers.set(endpoint, answer);
      continue;
    }
    handlers.set(endpoint, (request, ctx) => {
      settleAutoDebits(ctx);
      return answer(request, ctx);
    });
  }
}
