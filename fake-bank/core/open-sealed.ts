import { NO_SECRETS, type PreparedSecrets } from '../kernel/handler';
import type { SealingHooks } from '../kernel/hooks';
import { byUrl, type BankRequest } from './answer';
import { sealedValuesOf, type OpenedSecrets } from './sealed';
import type { SessionStore, UnitOptions } from './session-store';

/**
 * Opens the sealed fields of a call with the session's own RSA key (Web Crypto, asynchronous), before the
 * unit that handles it: a read-only unit fetches the key. Values that do not open are left out; the handler
 * then refuses them as it refuses any ciphertext it cannot read. The crypto is the domain's (kernel/hooks.ts).
 */
export async function openSealed(
  store: SessionStore,
  sealing: SealingHooks,
  request: BankRequest,
  options?: UnitOptions,
): Promise<{ opened: OpenedSecrets; secrets: PreparedSecrets }> {
  const none = { opened: new Map(), secrets: NO_SECRETS };
  const endpoint = byUrl.get(request.path);
  if (!endpoint || endpoint.method === 'GET') return none;
  const ciphers = sealedValuesOf(endpoint, request.body);
  if (!ciphers.length) return none;
  const security = await store.unit(
    request.sessionId,
    () => {
      const slice = store.get(request.sessionId)?.state.security;
      return slice && { key: slice.rsa?.privateKeyPem, pin: slice.pin, loginPassword: slice.loginPassword };
    },
    options,
  );
  if (!security?.key) return none;
  const opened = new Map<string, string>();
  for (const cipher of ciphers) {
    const plain = await sealing.open(security.key, cipher);
    if (plain !== undefined) opened.set(cipher, plain);
  }
  return { opened, secrets: await sealing.prepare(security, [...opened.values()]) };
}
