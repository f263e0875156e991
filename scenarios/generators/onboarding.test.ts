import { describe, expect, it } from 'vitest';
import { FLOW_ACTIONS } from '../../contracts/entities/onboarding';
import { Faker, base, en, id_ID } from '@faker-js/faker';
import { ExtInfoInputSchema } from '../../contracts/entities/onboarding-ext-info';
import { DEFAULT_CLOCK, buildState, catalogue } from '../index';
import type { CityItem } from '../../contracts/entities/onboarding-ext-info';
import { allAddresses, cityLevel, findAddress } from '../../fake-bank/model/onboarding-cities';
import {
  OnboardingStateSchema,
  advanceFlow,
  exhaustAttempts,
  sampleExtInfo,
  wibDateOf,
} from '../../fake-bank/model/onboarding';

const scenario = catalogue.get('apply.can-apply')!;

describe('the onboarding slice', () => {
  it('is valid, plain JSON and deterministic per scenario', () => {
    const slice = buildState(scenario).onboarding;
    expect(OnboardingStateSchema.parse(JSON.parse(JSON.stringify(slice)))).toEqual(slice);
    expect(buildState(scenario).onboarding).toEqual(slice);
    const other = buildState(catalogue.get('apply.not-whitelisted')!).onboarding;
    expect(other.flows[0]!.flowId).not.toBe(slice.flows[0]!.flowId);
  });

  it('starts with the default Pay Later flow and a Prime flow that covers the other actions', () => {
    const { flows } = buildState(scenario).onboarding;
    expect(flows.map((f) => [f.bizServiceId, f.done])).toEqual([
      ['PAYLATER_APPLY', 0],
      ['PRIME_UPGRADE', 0],
    ]);
    expect(flows[0]!.steps).toEqual([
      'PAYLATER_INPUT',
      'OCR',
      'FACE_SCANNING',
      'OTP_VALIDATE',
      'PIN_VALIDATE',
    ]);
    const used = new Set(flows.flatMap((f) => f.steps));
    expect([...FLOW_ACTIONS].filter((a) => !used.has(a))).toEqual([]);
  });

  it("asks questions whose answers are the customer's own data", () => {
    const state = buildState(scenario);
    expect(state.onboarding.questions.map((q) => q.answer)).toEqual([
      state.customer.birthPlace,
      state.customer.dateOfBirth.slice(0, 4),
      state.customer.nik.slice(-4),
    ]);
  });

  it('starts with nothing applied, a pre-approval decision and every check available', () => {
    const { application, ocr, face, vb, extInfo } = buildState(scenario).onboarding;
    expect(application).toMatchObject({ openAcctCaseNo: '', decision: 'APPROVED', refusal: null });
    expect(application.appNo).toMatch(/^APP20261121\d{8}$/);
    expect([ocr.attempts.used, face.attempts.used, vb.attempts.used]).toEqual([0, 0, 0]);
    expect(vb).toMatchObject({ entitled: true, serviceStart: '08:00', serviceEnd: '20:00' });
    expect(vb.agoraAppId).toMatch(/^[0-9a-f]{32}$/);
    expect(extInfo).toBeNull();
  });
});

describe('scenario helpers', () => {
  it('sampleExtInfo makes a form that passes every rule of the Pay Later form', () => {
    const state = buildState(scenario);
    for (let seed = 1; seed <= 20; seed++) {
      const faker = new Faker({ locale: [id_ID, en, base], seed });
      const {
        updateTime: _time,
        motherMaidenName,
        motherFirstNameDigest,
        ...info
      } = sampleExtInfo(faker, {
        clockIso: DEFAULT_CLOCK,
        customer: state.customer,
      });
      // The mother's maiden name is kept masked with its digest (issue 39): the rest is the form as sent.
      expect(motherMaidenName).toMatch(/^[A-Z]\*+( \*+)+$/);
      expect(motherFirstNameDigest).toMatch(/^h1:[0-9a-f]{8}:[0-9a-f]{64}$/);
      const sent = { ...info, motherMaidenName: 'Kartini Suryani' };
      expect(ExtInfoInputSchema.safeParse(sent).error?.issues ?? []).toEqual([]);
      expect(info.emergencyContactMobile).not.toBe(state.customer.phone);
      expect(findAddress(info.province, info.city, info.district, info.subDistrict)?.postalCode).toBe(
        info.zipCode,
      );
    }
  });

  it('advanceFlow completes the steps before the wanted next action, with seq numbers', () => {
    const slice = buildState(scenario).onboarding;
    const flow = advanceFlow(slice, 'PAYLATER_APPLY', 'FACE_SCANNING');
    expect(flow.done).toBe(2);
    expect(flow.seq.ocrSeqNo).not.toBe('');
    expect(flow.seq.faceSeqNo).toBe('');
    expect(advanceFlow(slice, 'PAYLATER_APPLY').done).toBe(5);
    expect(() => advanceFlow(slice, 'PAYLATER_APPLY', 'VEDIO_BANKING')).toThrow();
    expect(() => advanceFlow(slice, 'NOPE')).toThrow();
    expect(OnboardingStateSchema.safeParse(slice).success).toBe(true);
  });

  it('exhaustAttempts uses up the day of the clock (WIB)', () => {
    const slice = buildState(scenario).onboarding;
    exhaustAttempts(slice.ocr, '2026-11-21T23:30:00+07:00');
    expect(slice.ocr.attempts).toEqual({ date: '20261121', used: 5 });
    expect(wibDateOf('2026-11-21T17:30:00Z')).toBe('20261122');
  });
});

describe('the address lookup', () => {
  it('is a tree: every item of a level has children down to exactly one postal code', () => {
    const provinces = cityLevel('1', 'ID');
    expect(provinces.length).toBe(3);
    let postalCodes = 0;
    for (const province of provinces) {
      for (const city of cityLevel('2', province.code)) {
        expect(city.province).toBe(province.name);
        for (const district of cityLevel('3', city.code)) {
          expect(district.city).toBe(city.name);
          for (const sub of cityLevel('4', district.code)) {
            const postal = cityLevel('5', sub.code);
            expect(postal).toHaveLength(1);
            expect(postal[0]!.postalCode).toMatch(/^\d{5}$/);
            expect(postal[0]).toMatchObject({ district: district.name, subDistrict: sub.name });
            postalCodes += 1;
          }
        }
      }
    }
    expect(postalCodes).toBe(allAddresses().length);
    expect(postalCodes).toBeGreaterThan(50);
  });

  it('codes are unique within a level', () => {
    for (const type of ['2', '3', '4'] as const) {
      const codes = cityLevelAll(type).map((item) => item.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
  });

  it('finds an address path by names, whatever the case', () => {
    expect(findAddress('dki jakarta', 'KOTA JAKARTA SELATAN', 'Kebayoran Baru', 'Senayan')?.postalCode).toBe(
      '12190',
    );
    expect(findAddress('Jawa Barat', 'Kota Jakarta Selatan', 'Kebayoran Baru', 'Senayan')).toBeUndefined();
  });
});

function cityLevelAll(type: '2' | '3' | '4'): CityItem[] {
  const parents = type === '2' ? cityLevel('1', 'ID') : cityLevelAll(type === '3' ? '2' : '3');
  return parents.flatMap((p) => cityLevel(type, p.code));
}
