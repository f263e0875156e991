import {
  constants,
  createHash,
  createPrivateKey,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';

/**
 * The security area's use of node:crypto, in one place: hashing of PINs and passwords, derived tokens, and
 * the RSA key pair of ecss_type 'rsa'. Everything is synchronous, as handlers are.
 */

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** sha256(salt + ':' + secret): how PINs and passwords are kept. */
export function hashSecret(salt: string, secret: string): { salt: string; hash: string } {
  return { salt, hash: sha256Hex(`${salt}:${secret}`) };
}

export function secretMatches(stored: { salt: string; hash: string }, secret: string): boolean {
  return hashSecret(stored.salt, secret).hash === stored.hash;
}

export function toBase64(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64');
}

export interface RsaKeys {
  /** SPKI DER, base64: what Web Crypto imports with importKey('spki', ...). */
  publicKey: string;
  /** PKCS#8 PEM, kept in the session's slice only. */
  privateKeyPem: string;
}

/**
 * RSA key generation takes tens of milliseconds, so one pair is made per server process, on first need,
 * and copied into each session's slice: a session keeps its own copy and still decrypts after a restart.
 */
let processKeys: RsaKeys | undefined;

export function processRsaKeys(): RsaKeys {
  if (!processKeys) {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    processKeys = { publicKey: pair.publicKey.toString('base64'), privateKeyPem: pair.privateKey };
  }
  return processKeys;
}

const parsedKeys = new Map<string, KeyObject>();

function privateKeyOf(pem: string): KeyObject {
  let key = parsedKeys.get(pem);
  if (!key) {
    key = createPrivateKey(pem);
    if (parsedKeys.size > 20) parsedKeys.clear();
    parsedKeys.set(pem, key);
  }
  return key;
}

/** RSA-OAEP with SHA-256 (as Web Crypto's RSA-OAEP with hash SHA-256); undefined when it does not decrypt. */
export function rsaDecrypt(privateKeyPem: string, base64Cipher: string): string | undefined {
  try {
    const plain = privateDecrypt(
      { key: privateKeyOf(privateKeyPem), padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(base64Cipher, 'base64'),
    );
    return plain.toString('utf8');
  } catch {
    return undefined;
  }
}
