import { createHash } from 'node:crypto';
import { encryptWith } from './security-testkit';
import { expect } from 'vitest';
import {
  EnvelopeSchema,
  endpoints,
  urlPathOf,
  type EndpointName,
  type Envelope,
  type Lang,
} from '../../contracts';
import type { BankState } from '../../scenarios';
import { allAddresses } from '../state/onboarding-cities';
import { createBank } from '../core/bank';
import { handleOpened } from '../testing/open-sealed-sync';

/** Drives the bank as the client does (csrf token first, then calls), for the onboarding tests. */
export function createDriver(scenario = 'apply.can-apply', clock = '2026-11-21T10:00:00+07:00') {
  const realNow = Date.parse('2030-01-01T00:00:00Z');
  const bank = createBank({ realNow: () => realNow });
  const sessionId = 'onboarding-test';
  bank.resetSession(sessionId, scenario);
  bank.setClock(sessionId, { date: clock });
  const session = () => bank.ensureSession(sessionId);

  function answer(name: EndpointName, body: unknown, lang: Lang = 'id') {
    const endpoint = endpoints[name];
    const isGet = endpoint.method === 'GET';
    if (!isGet && !session().csrfToken) {
      bank.handle({
        sessionId,
        method: 'GET',
        path: urlPathOf(endpoints.csrfToken),
        query: {},
        body: undefined,
        csrfToken: undefined,
        lang,
      });
    }
    const result = handleOpened(bank, {
      sessionId,
      method: isGet ? 'GET' : 'POST',
      path: urlPathOf(endpoint),
      query: isGet ? (body as Record<string, unknown>) : {},
      body: isGet ? undefined : body,
      csrfToken: isGet ? undefined : (session().csrfToken ?? undefined),
      lang,
    });
    if (result.kind !== 'envelope') throw new Error('expected an envelope');
    EnvelopeSchema.parse(result.envelope);
    return { status: result.status, envelope: result.envelope as Envelope, trace: result.trace };
  }

  /** A call that must succeed: its ret_data parsed with the endpoint's response schema. */
  function ok<N extends EndpointName>(name: N, body: unknown = {}, lang: Lang = 'id') {
    const { status, envelope } = answer(name, body, lang);
    expect(envelope.ret_msg, `${name} answered ${envelope.ret_code}`).toBe(
      lang === 'id' ? 'Berhasil' : 'Success',
    );
    expect(status).toBe(200);
    expect(envelope.ret_code).toBe('0000');
    return endpoints[name].response.parse(envelope.ret_data) as ReturnType<
      (typeof endpoints)[N]['response']['parse']
    >;
  }

  /** A call that must be refused with the given code (by its 8-digit value). */
  function refused(name: EndpointName, body: unknown, code: string, lang: Lang = 'id') {
    const { status, envelope } = answer(name, body, lang);
    expect(envelope.ret_code, JSON.stringify(envelope)).toBe(code);
    return { status, envelope, data: envelope.ret_data as Record<string, unknown> };
  }

  return {
    bank,
    sessionId,
    answer,
    ok,
    refused,
    state: (): BankState => session().state,
    session,
    /** Moves the session's clock (and real time along, as a tester waiting would). */
    advance(minutes: number) {
      bank.setClock(sessionId, { advanceMinutes: minutes });
    },
    setClock(date: string) {
      bank.setClock(sessionId, { date });
    },
    /** Uploads a file by name (the HTTP layer's shape: name, type, size, sha256). */
    upload(fileName: string, content = fileName) {
      const file = {
        fileName,
        mimeType: 'image/jpeg',
        size: String(content.length),
        hash: createHash('sha256').update(content).digest('hex'),
      };
      return ok('commonUploadFile', { file }).items[0]!;
    },
    /** A verified OTP's session (magic code 123456), the proof of the OTP_VALIDATE step. */
    otpSession(usage = 'PAYLATER_APPLY'): string {
      const phone_no = session().state.customer.phone;
      ok('getOtp', { phone_no, usage_id: usage, channel: 'WHATSAPP' });
      return ok('verifyOtp', { phone_no, usage_id: usage, phone_check_num: '123456' }).session;
    },
    /** password/validate's session for the seeded PIN, the proof of the PIN_VALIDATE step. */
    pinSession(pin = '135790', scene = 'PAYLATER_APPLY'): string {
      const factor = ok('getRandomFactor', { scene });
      return ok('passwordValidate', {
        password: encryptWith(factor.publicKey, pin),
        factor: factor.factor,
        scene,
      }).session;
    },
    flow(bizServiceId = 'PAYLATER_APPLY') {
      return session().state.onboarding.flows.find((f) => f.bizServiceId === bizServiceId)!;
    },
  };
}

export type Driver = ReturnType<typeof createDriver>;

const ADDRESS = allAddresses().find((a) => a.subDistrict === 'Senayan')!;

/** A Pay Later form that passes every rule for the default customer. */
export function validExtInfo(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'PT Sinar Jaya Abadi',
    companyAddress: 'Jl. Jend. Sudirman Kav. 52 (Gedung Artha)',
    companyPhone: '0215551234',
    companyZipCode: '12190',
    acctOpenPurpose: 'CREDIT',
    address: 'Jl. Asia Afrika No. 8',
    zipCode: ADDRESS.postalCode,
    subDistrict: ADDRESS.subDistrict,
    district: ADDRESS.district,
    city: ADDRESS.city,
    province: ADDRESS.province,
    rtrw: '003/005',
    incomeMonthly: '3',
    incomeSource: 'SALARY',
    occupationType: 'PRIVATE_EMPLOYEE',
    industry: 'IT',
    position: 'STAFF',
    emergencyContactName: 'Siti Rahmawati',
    emergencyContactMobile: '81299990000',
    motherMaidenName: 'Kartini Suryani',
    maritalStatus: 'MARRIED',
    ...overrides,
  };
}

/** Agrees to the Pay Later terms (all three checkboxes). */
export function agreeTerms(driver: Driver) {
  return driver.ok('saveProtocol', {
    tncNameList: ['PRIME_AND_PAYLATER'],
    readAndAgree: 'Y',
    notUsEuTaxCitizen: 'Y',
    dataUseConsent: 'Y',
  });
}
