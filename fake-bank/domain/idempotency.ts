import type { BankContext } from '../core/handler';
import { BankError } from '../core/handler';
import { toWibIso } from '../core/clock';

/**
 * Money moves happen once per request session or order id: the first call runs `move` and records its
 * answer; a retry or a double tap gets the recorded answer back, and changes nothing. Given the `request`,
 * the same key sent again with other values is refused (IDEMPOTENCY_CONFLICT) instead of answered with the
 * first result, as payment APIs do with a reused idempotency key.
 */
export function onceFor<T>(ctx: BankContext, endpoint: string, key: string, move: () => T): T {
  return once(ctx, endpoint, key, undefined, move);
}

/** onceFor of a money call: the key may only ever carry the request it first came with. */
export function onceForRequest<T>(
  ctx: BankContext,
  endpoint: string,
  key: string,
  request: unknown,
  move: () => T,
): T {
  return once(ctx, endpoint, key, request, move);
}

function once<T>(ctx: BankContext, endpoint: string, key: string, request: unknown, move: () => T): T {
  const ledgerKey = `${endpoint}:${key}`;
  const recorded = ctx.state.idempotency[ledgerKey];
  const sent = request === undefined ? undefined : JSON.stringify(request);
  if (recorded) {
    if (sent !== undefined && recorded.request !== undefined && recorded.request !== sent) {
      ctx.note('idempotency-conflict');
      throw new BankError('IDEMPOTENCY_CONFLICT');
    }
    ctx.note('idempotent-replay', 'none');
    return recorded.result as T;
  }
  const result = move();
  ctx.state.idempotency[ledgerKey] = {
    endpoint,
    at: toWibIso(ctx.now),
    result,
    ...(sent !== undefined && sent.length <= 20_000 ? { request: sent } : {}),
  };
  return result;
}
