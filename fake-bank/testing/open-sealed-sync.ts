import { constants, createPrivateKey, privateDecrypt } from 'node:crypto';
import { endpointList, urlPathOf, type AnyEndpoint } from '../../contracts';
import type { Bank, BankRequest } from '../core/bank';
import { sealedValuesOf } from '../core/sealed';
import { prepareSecretsSync } from '../domain/security/security-kdf';
import { deriveHexSync } from '../domain/security/security-kdf-node';

const byUrl = new Map<string, AnyEndpoint>(endpointList.map((e) => [urlPathOf(e), e]));

/**
 * The test transport's part of bank.serve, synchronously: tests drive bank.handle inside their own
 * synchronous steps, so they open the sealed fields with Node's RSA-OAEP instead of Web Crypto (the same
 * algorithm; bank.serve's asynchronous path has its own tests). Values that do not open are left out, as
 * the bank's edge does; PINs and passwords are derived with Node's scrypt (or PBKDF2) as the edge does.
 */
export function withOpenedSecrets(bank: Bank, request: BankRequest): BankRequest {
  const endpoint = byUrl.get(request.path);
  const ciphers = endpoint && request.method !== 'GET' ? sealedValuesOf(endpoint, request.body) : [];
  const security = ciphers.length ? bank.store.get(request.sessionId)?.state.security : undefined;
  const pem = security?.rsa?.privateKeyPem;
  if (!security || !pem) return request;
  const key = createPrivateKey(pem);
  const opened = new Map<string, string>();
  for (const cipher of ciphers) {
    try {
      const plain = privateDecrypt(
        { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(cipher, 'base64'),
      );
      opened.set(cipher, plain.toString('utf8'));
    } catch {
      // Not sealed with this session's key: the handler refuses it.
    }
  }
  const secrets = prepareSecretsSync(security, [...opened.values()], deriveHexSync);
  return { ...request, opened, secrets };
}

/** bank.handle with the request's sealed fields opened first. */
export function handleOpened(bank: Bank, request: BankRequest) {
  return bank.handle(withOpenedSecrets(bank, request));
}
