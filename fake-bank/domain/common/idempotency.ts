import type { BankContext } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import { toWibIso } from '../../kernel/clock';
import { sessionDigest } from './session-digest';

/**
 * Money moves happen once per request session or order id: the first call runs `move` and records its
 * answer; a retry or a double tap gets the recorded answer back, and changes nothing. Given the `request`,
 * the same key sent again with other values is refused (IDEMPOTENCY_CONFLICT) instead of answered with the
 * first result, as payment APIs do with a reused idempotency key. The ledger keeps a digest of the request,
 * keyed with the session's own key (HMAC-SHA256), never the request itself: a card's expiry or number stays
 * out of the state (decision 0032).
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

/**
 * The money moves whose answers a session's ledger keeps, the oldest going first. A retry comes within
 * seconds and a double tap at once; kept for the session's life, a QA session that repaid a thousand times
 * carried a megabyte of old answers into every write (decision 0064).
 */
export const LEDGER_LIMIT = 50;

function once<T>(ctx: BankContext, endpoint: string, key: string, request: unknown, move: () => T): T {
  const ledgerKey = `${endpoint}:${key}`;
  const recorded = ctx.state.idempotency[ledgerKey];
  const sent = request === undefined ? undefined : JSON.stringify(request);
  const digestOf = (text: string) => sessionDigest(ctx.state.security, `${ledgerKey}\n${text}`);
  if (recorded) {
    // Entries kept before digests hold the request text: compared as they are.
    const conflict =
      sent !== undefined &&
      (recorded.digest !== undefined
        ? recorded.digest !== digestOf(sent)
        : recorded.request !== undefined && recorded.request !== sent);
    if (conflict) {
      ctx.note('idempotency-conflict');
      throw new BankError('IDEMPOTENCY_CONFLICT');
    }
    ctx.note('idempotent-replay', 'none');
    return recorded.result as T;
  }
  const result = move();
  const ledger = ctx.state.idempotency;
  ledger[ledgerKey] = {
    endpoint,
    at: toWibIso(ctx.now),
    result,
    ...(sent !== undefined ? { digest: digestOf(sent) } : {}),
  };
  // Keys are `endpoint:key`, never integer-like: the object keeps them in the order they were recorded.
  const keys = Object.keys(ledger);
  for (let i = 0; i < keys.length - LEDGER_LIMIT; i++) delete ledger[keys[i]!];
  return result;
}
