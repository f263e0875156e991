import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils';
import type { SecurityState } from '../../model/security';

/**
 * The session's own secret key, made the first time it needs one: a seed is shared by every session of its
 * scenario, this key by none (decision 0032). Callers change the state anyway (a counter, a ledger entry).
 */
export function sessionKey(state: SecurityState): Uint8Array {
  state.key ??= bytesToHex(crypto.getRandomValues(new Uint8Array(32)));
  return hexToBytes(state.key);
}

/** HMAC-SHA256 of `text` under the session's key, hex (derived tokens, the idempotency ledger). */
export function sessionDigest(state: SecurityState, text: string): string {
  return bytesToHex(hmac(sha256, sessionKey(state), utf8ToBytes(text)));
}
