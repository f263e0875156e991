import { constants, createHash, generateKeyPairSync, publicEncrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateRsaKeys, rsaDecrypt, sha256Hex, toBase64 } from './security-crypto';

/** What a client does with the bank's key (Node's RSA-OAEP SHA-256, the other implementation). */
const sealWithNode = (publicKeySpkiBase64: string, text: string) =>
  publicEncrypt(
    {
      key: Buffer.from(publicKeySpkiBase64, 'base64'),
      format: 'der',
      type: 'spki',
      padding: constants.RSA_PKCS1_OAEP_PADDING,
      oaepHash: 'sha256',
    },
    Buffer.from(text, 'utf8'),
  ).toString('base64');

describe('the bank’s cryptography without Node', () => {
  it('hashes as node:crypto did, so stored PIN and password hashes still match', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (const text of ['salt:135790', 'Kode ÄÖ €', '']) {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('writes base64 of UTF-8 text as Buffer did', () => {
    for (const text of ['<svg>Ä€</svg>', 'plain', '']) {
      expect(toBase64(text)).toBe(Buffer.from(text, 'utf8').toString('base64'));
    }
  });

  it('makes a key pair with Web Crypto and opens what is sealed with its public key', async () => {
    const keys = await generateRsaKeys();
    expect(keys.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(await rsaDecrypt(keys.privateKeyPem, sealWithNode(keys.publicKey, '135790'))).toBe('135790');
  });

  it('opens with a key Node made, as sessions stored before keep it', async () => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'der' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const sealed = sealWithNode(pair.publicKey.toString('base64'), 'Allo@2026');
    expect(await rsaDecrypt(pair.privateKey, sealed)).toBe('Allo@2026');
  });

  it('answers undefined for a value sealed with another key or not sealed at all', async () => {
    const [mine, other] = await Promise.all([generateRsaKeys(), generateRsaKeys()]);
    expect(await rsaDecrypt(mine.privateKeyPem, sealWithNode(other.publicKey, '135790'))).toBeUndefined();
    expect(await rsaDecrypt(mine.privateKeyPem, 'bm90IHNlYWxlZA==')).toBeUndefined();
  });
});
