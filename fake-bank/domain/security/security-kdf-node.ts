import { pbkdf2Sync, scrypt, scryptSync } from 'node:crypto';
import type { KdfParams, ScryptFn } from './security-kdf';

/**
 * Node's key derivations, for Node only (the server registers `nodeScrypt` with useKdf; test kits derive
 * synchronously with `deriveHexSync`): never imported by the bank's core, which the browser demo bundles.
 */

/** 128 * N * r bytes, and some room: N=2^17, r=8 (the schema's bounds) needs 128 MiB. */
const maxmemOf = (N: number, r: number) => 128 * N * r + 1024 * 1024;

export const nodeScrypt: ScryptFn = (secret, salt, { N, r, p }) =>
  new Promise((resolve, reject) =>
    scrypt(secret, salt, 32, { N, r, p, maxmem: maxmemOf(N, r) }, (error, key) =>
      error ? reject(error) : resolve(new Uint8Array(key)),
    ),
  );

export function deriveHexSync(params: KdfParams, saltHex: string, secret: string): string {
  const salt = Buffer.from(saltHex, 'hex');
  return params.kdf === 'scrypt'
    ? scryptSync(secret, salt, 32, {
        N: params.N,
        r: params.r,
        p: params.p,
        maxmem: maxmemOf(params.N, params.r),
      }).toString('hex')
    : pbkdf2Sync(secret, salt, params.iterations, 32, 'sha256').toString('hex');
}
