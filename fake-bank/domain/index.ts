import { endpoints, type AnyEndpoint, type EndpointName } from '../../contracts';
import type { BankContext, HandlerMap } from '../core/handler';
import { accountHandlers } from './account';
import { configHandlers } from './config';

type AnyHandler = (request: unknown, ctx: BankContext) => unknown;

const maps: HandlerMap[] = [configHandlers, accountHandlers];

/** Every domain handler, keyed by its endpoint object from the contract table. */
export const handlers = new Map<AnyEndpoint, AnyHandler>();
for (const map of maps) {
  for (const [name, handler] of Object.entries(map)) {
    handlers.set(endpoints[name as EndpointName], handler as AnyHandler);
  }
}
