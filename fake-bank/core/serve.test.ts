import { describe, expect, it } from 'vitest';
import { CODES, endpointList, endpoints, urlPathOf, type AnyEndpoint, type Envelope } from '../../contracts';
import { SEEDED_PIN } from '../model/security';
// A kernel test: it tests createBank itself, so it builds its bank directly (issue 41: others use bank-driver.ts).
import { createBank, type BankRequest } from './bank';
import { sealedFieldsOf } from './sealed';
import { scenarioCatalogue } from '../../scenarios';

/** What the client does (src/shared/security/encrypt-secret.ts): Web Crypto RSA-OAEP SHA-256, base64. */
async function seal(publicKeyBase64: string, secret: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'spki',
    Buffer.from(publicKeyBase64, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(secret));
  return Buffer.from(cipher).toString('base64');
}

function driver(scenario = 'apply.can-apply') {
  const bank = createBank({ scenarios: scenarioCatalogue });
  const sessionId = 'serve-test-session';
  bank.resetSession(sessionId, scenario);
  let csrf: string | undefined;
  async function call<T>(
    endpoint: AnyEndpoint,
    data: Record<string, unknown>,
  ): Promise<Envelope & { ret_data: T }> {
    const isGet = endpoint.method === 'GET';
    const request = (method: string, path: string, body: unknown, token?: string): BankRequest => ({
      sessionId,
      method,
      path,
      query: isGet ? data : {},
      body,
      csrfToken: token,
      lang: 'id',
    });
    if (!isGet && !csrf) {
      const { answer } = await bank.serve(request('GET', urlPathOf(endpoints.csrfToken), undefined));
      if (answer.kind !== 'envelope') throw new Error('no csrf envelope');
      csrf = (answer.envelope.ret_data as { csrf_token: string }).csrf_token;
    }
    const { answer } = await bank.serve(
      request(isGet ? 'GET' : 'POST', urlPathOf(endpoint), isGet ? undefined : data, csrf),
    );
    if (answer.kind !== 'envelope') throw new Error('expected an envelope');
    return answer.envelope as Envelope & { ret_data: T };
  }
  return { bank, call };
}

describe('bank.serve: sealed fields opened at the edge with Web Crypto', () => {
  it('opens a PIN the client sealed with Web Crypto, and counts a wrong one', async () => {
    const { call } = driver();
    const factor = await call<{ factor: string; publicKey: string }>(endpoints.getRandomFactor, {
      scene: 'PAY',
    });
    const right = await call<{ dayErrorCount: string }>(endpoints.passwordValidate, {
      password: await seal(factor.ret_data.publicKey, SEEDED_PIN),
      factor: factor.ret_data.factor,
      scene: 'PAY',
    });
    expect(right.ret_code).toBe('0000');
    expect(right.ret_data.dayErrorCount).toBe('0');

    const again = await call<{ factor: string; publicKey: string }>(endpoints.getRandomFactor, {
      scene: 'PAY',
    });
    const wrong = await call(endpoints.passwordValidate, {
      password: await seal(again.ret_data.publicKey, '246801'),
      factor: again.ret_data.factor,
      scene: 'PAY',
    });
    expect(wrong.ret_data).toMatchObject({ dayErrorCount: '1', attemptsLeft: '4' });
  });

  it('refuses a value sealed with a key that is not the session’s', async () => {
    const { call } = driver();
    const factor = await call<{ factor: string }>(endpoints.getRandomFactor, { scene: 'PAY' });
    const stranger = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', hash: 'SHA-256', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['encrypt', 'decrypt'],
    );
    const spki = Buffer.from(await crypto.subtle.exportKey('spki', stranger.publicKey)).toString('base64');
    const answer = await call(endpoints.passwordValidate, {
      password: await seal(spki, SEEDED_PIN),
      factor: factor.ret_data.factor,
      scene: 'PAY',
    });
    expect(answer.ret_code).toBe(CODES.SECURITY_CIPHER_INVALID.code);
  });

  it('knows the sealed fields from the contract', () => {
    const sealed = Object.fromEntries(
      endpointList
        .map((e) => [e.path, [...sealedFieldsOf(e)]] as const)
        .filter(([, fields]) => fields.length > 0),
    );
    expect(sealed).toEqual({
      [endpoints.passwordSet.path]: ['password'],
      [endpoints.passwordReset.path]: ['newPassword'],
      [endpoints.passwordValidate.path]: ['password'],
      [endpoints.passwordUpdate.path]: ['password', 'newPassword'],
      [endpoints.passwordLoginUpdate.path]: ['password', 'newPassword'],
      [endpoints.addUserInfo.path]: ['password'],
      [endpoints.walletPayOrder.path]: ['password'],
    });
  });
});
