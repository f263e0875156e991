import { call } from '../../api';
import * as endpoints from '../../../contracts/endpoints/password';

/**
 * ecss_type 'rsa': a PIN or password leaves the device only encrypted. The bank hands out a one-use factor
 * and its RSA public key (SPKI DER, base64); the secret is encrypted with RSA-OAEP SHA-256 over its UTF-8
 * text and sent as base64 with the factor. Web Crypto only; nothing is kept.
 */

function fromBase64(text: string): ArrayBuffer {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes.buffer;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** RSA-OAEP (SHA-256) of the UTF-8 text with the SPKI public key given in base64; the ciphertext in base64. */
export async function encryptSecret(publicKeyBase64: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    fromBase64(publicKeyBase64),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(secret));
  return toBase64(cipher);
}

export interface Sealed {
  factor: string;
  cipher: string;
}

/** A fresh factor for the scene (the PIN's get/random_factor), and the PIN encrypted with its key. */
export async function sealPin(scene: string, pin: string): Promise<Sealed> {
  const factor = await call(endpoints.getRandomFactor, { scene });
  return { factor: factor.factor, cipher: await encryptSecret(factor.publicKey, pin) };
}

/** The scene of a new PIN's factor (password/set). */
export const PIN_SET_SCENE = 'PIN_SET';

/** password/set of a new transaction PIN, sealed with a fresh factor. */
export async function setNewPin(pin: string) {
  const sealed = await sealPin(PIN_SET_SCENE, pin);
  return call(endpoints.passwordSet, { password: sealed.cipher, factor: sealed.factor });
}

/**
 * password/validate: the bank checks the PIN for a scene (a wrong one counts towards the day's limit) and a
 * right one answers a one-use session, the proof other calls ask for.
 */
export async function provePin(scene: string, pin: string) {
  const sealed = await sealPin(scene, pin);
  return call(endpoints.passwordValidate, { password: sealed.cipher, factor: sealed.factor, scene });
}

/** A fresh factor of the login password (get/ua_factor), and the password encrypted with its key. */
export async function sealLoginPassword(password: string): Promise<Sealed> {
  const factor = await call(endpoints.getUaFactor, {});
  return { factor: factor.factor, cipher: await encryptSecret(factor.publicKey, password) };
}
