import type { BankContext } from '../core/handler';
import { toWibIso } from '../core/clock';

/**
 * Money moves happen once per request session or order id: the first call runs `move` and records its
 * answer; a retry or a double tap gets the recorded answer back, and changes nothing.
 */
export function onceFor<T>(ctx: BankContext, endpoint: string, key: string, move: () => T): T {
  const ledgerKey = `${endpoint}:${key}`;
  const recorded = ctx.state.idempotency[ledgerKey];
  if (recorded) {
    ctx.note('idempotent-replay', 'none');
    return recorded.result as T;
  }
  const result = move();
  ctx.state.idempotency[ledgerKey] = { endpoint, at: toWibIso(ctx.now), result };
  return result;
}
