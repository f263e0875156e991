import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * A new session's CSRF token, derived from its id with the store's secret (issue 39, build 4; decision
 * 0081): the token a visitor fetches needs no row, and any process on the same database derives the same
 * one. The id it is bound to is the HttpOnly cookie's, which another site cannot read. 32 hex characters,
 * as the random tokens of reset sessions are.
 */
export function csrfTokenOf(secret: string, sessionId: string): string {
  return bytesToHex(hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`csrf:${sessionId}`))).slice(0, 32);
}

/** A secret for a store that keeps none (memory): 32 random bytes as hex. */
export function newCsrfSecret(): string {
  return bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}
