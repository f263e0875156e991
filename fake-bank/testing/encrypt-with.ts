import { constants, createPublicKey, publicEncrypt } from 'node:crypto';

/** What a client does with a factor: RSA-OAEP SHA-256 over the UTF-8 text, base64. */
export function encryptWith(publicKeyBase64: string, text: string): string {
  const key = createPublicKey({ key: Buffer.from(publicKeyBase64, 'base64'), format: 'der', type: 'spki' });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(text, 'utf8'),
  ).toString('base64');
}
