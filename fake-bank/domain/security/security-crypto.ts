import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The security area's cryptography, in one place and without Node (decision 0022): the same code runs in the
 * Express server and in the browser demo. Hashing (PINs, passwords, derived tokens) is synchronous, as
 * handlers are (@noble/hashes). RSA (ecss_type 'rsa') is Web Crypto, which is asynchronous: the key pair is
 * made once per process or browser before the bank serves (`prepareRsaKeys`), and sealed request fields are
 * opened at the edge before the synchronous handler runs (`openSealed`, used by bank.serve).
 */

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** sha256(salt + ':' + secret): how PINs and passwords are kept. */
export function hashSecret(salt: string, secret: string): { salt: string; hash: string } {
  return { salt, hash: sha256Hex(`${salt}:${secret}`) };
}

export function secretMatches(stored: { salt: string; hash: string }, secret: string): boolean {
  return hashSecret(stored.salt, secret).hash === stored.hash;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function toBase64(text: string): string {
  return bytesToBase64(utf8ToBytes(text));
}

export interface RsaKeys {
  /** SPKI DER, base64: what Web Crypto imports with importKey('spki', ...). */
  publicKey: string;
  /** PKCS#8 PEM, kept in the session's slice only. */
  privateKeyPem: string;
}

const OAEP = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** PKCS#8 DER as PEM, 64 characters a line (what Node's crypto wrote before, so stored sessions still open). */
function pemOf(der: ArrayBuffer): string {
  const lines = bytesToBase64(new Uint8Array(der)).match(/.{1,64}/g) ?? [];
  return `-----BEGIN PRIVATE KEY-----\n${lines.join('\n')}\n-----END PRIVATE KEY-----\n`;
}

/** A new RSA-OAEP (SHA-256) key pair of 2048 bits. */
export async function generateRsaKeys(): Promise<RsaKeys> {
  const pair = await crypto.subtle.generateKey(
    { ...OAEP, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
    true,
    ['encrypt', 'decrypt'],
  );
  const [spki, pkcs8] = await Promise.all([
    crypto.subtle.exportKey('spki', pair.publicKey),
    crypto.subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKey: bytesToBase64(new Uint8Array(spki)), privateKeyPem: pemOf(pkcs8) };
}

/**
 * Key generation takes tens of milliseconds, so one pair is made per process (or browser page), before the
 * first call is served, and copied into each session's slice on its first factor: a session keeps its own
 * copy and still opens what it was sent after a restart.
 */
let runtimeKeys: RsaKeys | undefined;
let making: Promise<RsaKeys> | undefined;

export function prepareRsaKeys(): Promise<RsaKeys> {
  if (runtimeKeys) return Promise.resolve(runtimeKeys);
  making ??= generateRsaKeys().then((keys) => (runtimeKeys ??= keys));
  return making;
}

/** Uses a pair made elsewhere (tests make one per run). */
export function useRsaKeys(keys: RsaKeys): void {
  runtimeKeys = keys;
}

/** The process's pair; handlers are synchronous, so it must have been prepared (bank.serve does). */
export function processRsaKeys(): RsaKeys {
  if (!runtimeKeys) throw new Error('RSA keys not prepared: await prepareRsaKeys() before serving');
  return runtimeKeys;
}

const importedKeys = new Map<string, Promise<CryptoKey>>();

function privateKeyOf(pem: string): Promise<CryptoKey> {
  let key = importedKeys.get(pem);
  if (!key) {
    const der = base64ToBytes(pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, ''));
    key = crypto.subtle.importKey('pkcs8', der, OAEP, false, ['decrypt']);
    if (importedKeys.size > 20) importedKeys.clear();
    importedKeys.set(pem, key);
  }
  return key;
}

/** RSA-OAEP with SHA-256 (Web Crypto's RSA-OAEP, hash SHA-256); undefined when it does not decrypt. */
export async function rsaDecrypt(privateKeyPem: string, base64Cipher: string): Promise<string | undefined> {
  try {
    const plain = await crypto.subtle.decrypt(
      OAEP,
      await privateKeyOf(privateKeyPem),
      base64ToBytes(base64Cipher),
    );
    return new TextDecoder().decode(plain);
  } catch {
    return undefined;
  }
}
