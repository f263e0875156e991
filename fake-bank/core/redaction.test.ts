import { describe, expect, it } from 'vitest';
import { CODES } from '../../contracts';
import { LEGACY_SEEDED_PIN_HASH } from '../model/security';
import { bankDriver } from '../testing/bank-driver';
import { ONBOARDING_CLOCK, validExtInfo } from '../testing/onboarding-fixtures';
import { HIDDEN, redactForLog, redactState } from './redaction';
import { logTextOf } from './session-store';
import { answerControl } from './control';
import type { Bank } from './bank';
import type { MemorySessionStore } from './session-store';

const logOf = (bank: Bank, id: string) => (bank.store as MemorySessionStore).logOf(id);

async function stateView(bank: Bank, id: string) {
  const answer = await answerControl(bank, {
    method: 'GET',
    path: '/session',
    body: undefined,
    session: () => ({ id, known: true }),
  });
  return (answer?.body as { state: Record<string, unknown> }).state;
}

describe('one redaction list (decision 0032)', () => {
  it('masks the NIK and card number, hides mothers’ names, expiry, CVV and call secrets', () => {
    const body = {
      nik: '3171014101900001',
      flowContext: { idNo: '3171014101900001', ID_NO: '3171014101900001' },
      motherMaidenName: 'Siti Aminah',
      motherFirstName: 'Siti',
      cardNo: '4111111111111111',
      expiry: '12/29',
      cvv: '123',
      password: 'c2VhbGVk',
      amount: '50000',
      empty: { nik: '' },
    };
    expect(redactForLog(body)).toEqual({
      nik: '3171********0001',
      flowContext: { idNo: '3171********0001', ID_NO: '3171********0001' },
      motherMaidenName: HIDDEN,
      motherFirstName: HIDDEN,
      cardNo: '411111******1111',
      expiry: HIDDEN,
      cvv: HIDDEN,
      password: HIDDEN,
      amount: '50000',
      empty: { nik: '' },
    });
    // A partial NIK is too short to mask and still hide: not kept at all.
    expect(redactForLog({ nik: '31740117' })).toEqual({ nik: HIDDEN });
  });

  it('passes a body with nothing listed through untouched, its JSON reused for the log row', () => {
    const response = { ret_code: '0000', ret_data: { amount: 1 } };
    expect(redactForLog(response)).toBe(response);
    // The text given is what the row keeps when nothing in it is listed (it is not made twice)...
    const entry = { at: '', method: 'POST', path: '/x', request: { a: 1 }, status: 200, response, trace: '' };
    expect(JSON.parse(logTextOf(entry, '{"given":true}')).response).toEqual({ given: true });
    // ...and is not used when something is: the row keeps the redacted body.
    const listed = { ret_data: { nik: '3171014101900001' } };
    const row = logTextOf({ ...entry, response: listed }, JSON.stringify(listed));
    expect(JSON.parse(row).response).toEqual({ ret_data: { nik: '3171********0001' } });
  });

  it('passes a body whose listed values are masked already through untouched (decision 0100)', () => {
    const answer = {
      ret_data: { NAME: 'E***', ID_NO: '7371********0788', CARD_NO: '589012******0996', cvv: null },
    };
    expect(redactForLog(answer)).toBe(answer);
    expect(redactForLog({ a: { nik: '' } })).toEqual({ a: { nik: '' } });
    // One value in clear, one not a string, one inside JSON text: the redacting copy is made.
    const clear = { ID_NO: '7371********0788', CARD_NO: '5890120000000996' };
    expect(redactForLog(clear)).toEqual({ ID_NO: '7371********0788', CARD_NO: '589012******0996' });
    expect(redactForLog({ cvv: 123 })).toEqual({ cvv: HIDDEN });
    const inText = { data: JSON.stringify({ nik: '3273014408940002' }) };
    expect(redactForLog(inText)).toEqual({ data: JSON.stringify({ nik: '3273********0002' }) });
    expect(redactForLog({ note: 'x', nik: 'a"b' })).toEqual({ note: 'x', nik: HIDDEN });
  });

  it('keeps no mother’s name and no full NIK in the call log', () => {
    const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
    const nik = s.state().customer.nik;
    s.ok('saveExtInfo', validExtInfo({ motherMaidenName: 'Siti Aminah' }));
    const file = s.upload('ktp.jpg');
    s.call('ocrKtp', { flowId: s.flow().flowId, fileId: file.fileId, fileHash: file.fileHash });
    const log = JSON.stringify(logOf(s.core, s.id));
    expect(log).toContain('"motherMaidenName":"[redacted]"');
    expect(log).not.toContain('Siti Aminah');
    expect(log).toContain(`"nik":"${nik.slice(0, 4)}********${nik.slice(-4)}"`);
    expect(log).not.toContain(nik);
  });

  it('keeps no NIK typed on the manual ID form, sent as JSON text in submit/flow data (issue 39)', () => {
    const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
    const typed = '3273014408940002';
    const data = JSON.stringify({ nik: typed, name: 'Siti Aminah', birthPlace: 'Bandung', gender: 'F' });
    s.call('submitFlow', { flowId: s.flow().flowId, action: 'OCR', channel: 'H5', data, txnNo: 'TXN0001' });
    const log = JSON.stringify(logOf(s.core, s.id));
    expect(log).toContain('submit/flow');
    expect(log).not.toContain(typed);
    expect(log).toContain('3273********0002');
    expect(redactForLog({ data: 'not json {"nik":' })).toEqual({ data: 'not json {"nik":' });
  });

  it('answers GET /session without the private key, hashes or salts, and with personal data masked', async () => {
    const s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
    s.ok('saveExtInfo', validExtInfo({ motherMaidenName: 'Siti Aminah' }));
    s.ok('getRandomFactor', { scene: 'PAY' });
    const state = s.state();
    state.security.loginPassword = LEGACY_SEEDED_PIN_HASH;
    const view = await stateView(s.core, s.id);
    const text = JSON.stringify(view);
    expect(text).not.toContain('PRIVATE KEY');
    expect(text).not.toContain(state.security.key);
    expect(text).not.toContain(LEGACY_SEEDED_PIN_HASH.hash);
    expect(text).not.toContain('Siti Aminah');
    expect(text).not.toContain(state.customer.nik);
    expect(view.customer).toMatchObject({
      nik: `${state.customer.nik.slice(0, 4)}********${state.customer.nik.slice(-4)}`,
    });
    expect(view.security).toMatchObject({
      pin: { kdf: 'seeded' },
      loginPassword: { kdf: 'sha256', salt: HIDDEN, hash: HIDDEN },
      key: HIDDEN,
      rsa: { publicKey: state.security.rsa?.publicKey, privateKeyPem: HIDDEN },
    });
    // The session itself still holds what it needs.
    expect(state.security.rsa?.privateKeyPem).toContain('PRIVATE KEY');
    // The mother's maiden name only masked, with its first name's digest (issue 39).
    expect(state.onboarding.extInfo?.motherMaidenName).toBe('S*** ******');
    expect(view.onboarding).toMatchObject({ extInfo: { motherFirstNameDigest: HIDDEN } });
  });

  it('masks the Pay Later card number in the view', () => {
    const t = bankDriver().session('home.due-in-days');
    const account = t.state().credit.account;
    expect(account).not.toBeNull();
    const view = redactState(t.state()) as { credit: { account: { cardNo: string } } };
    expect(view.credit.account.cardNo).toBe(
      `${account!.cardNo.slice(0, 6)}******${account!.cardNo.slice(-4)}`,
    );
  });
});

describe('the idempotency ledger keeps a digest, not card data', () => {
  const card = { cardNo: '4111111111111111', expiry: '12/29', cvv: '123' };

  it('refuses the same txnNo with another card, replays the same, and keeps no expiry or card', () => {
    const t = bankDriver().session();
    const body = { ...card, amount: '50000', txnNo: 'TXN-REDACT-0001' };
    const first = t.call('topUpCard', body).envelope;
    expect(t.call('topUpCard', body).envelope.ret_data).toEqual(first.ret_data);
    expect(t.call('topUpCard', { ...body, expiry: '11/29' }).envelope.ret_code).toBe(
      CODES.IDEMPOTENCY_CONFLICT.code,
    );
    const ledger = Object.values(t.state().idempotency);
    expect(ledger.length).toBeGreaterThan(0);
    for (const entry of ledger) {
      expect(entry.request).toBeUndefined();
      expect(entry.digest).toMatch(/^[0-9a-f]{64}$/);
    }
    const text = JSON.stringify(t.state().idempotency);
    expect(text).not.toContain('12/29');
    expect(text).not.toContain('4111111111111111');
  });
});
