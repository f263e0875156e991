import { RandomFactorSchema } from '../../contracts/entities/password';
import { CHECKOUT_PIN_SCENE } from '../../contracts/entities/checkout';
import { endpoints, urlPathOf } from '../../contracts';
import { SEEDED_PIN } from '../state/security';
import { encryptWith } from './security-testkit';
import type { walletTestBank } from './wallet-test-helpers';

type WalletTestBank = ReturnType<typeof walletTestBank>;

/**
 * The PIN of a wallet order payment as the client sends it: a fresh factor of get/random_factor (scene
 * CHECKOUT_PIN_SCENE) and the PIN sealed with its key (RSA-OAEP SHA-256, base64).
 */
export function sealCheckoutPin(t: WalletTestBank, pin: string = SEEDED_PIN) {
  const answer = t.bank.handle({
    sessionId: t.session().id,
    method: 'GET',
    path: urlPathOf(endpoints.getRandomFactor),
    query: { scene: CHECKOUT_PIN_SCENE },
    body: undefined,
    csrfToken: undefined,
    lang: 'id',
  });
  if (answer.kind !== 'envelope') throw new Error('no factor envelope');
  const factor = RandomFactorSchema.parse(answer.envelope.ret_data);
  return { password: encryptWith(factor.publicKey, pin), factor: factor.factor };
}
