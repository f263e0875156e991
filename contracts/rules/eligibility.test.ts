import { describe, expect, it } from 'vitest';
import { PrimeInputSchema } from '../entities/onboarding-prime';
import { ExtInfoInputSchema } from '../entities/onboarding-ext-info';
import { ageOn, ineligibleReason } from './eligibility';

const facts = { registered: true, dateOfBirth: '1990-06-15', citizenship: 'WNI' as const };

describe('Pay Later eligibility', () => {
  it('counts whole years on the day, birthdays included', () => {
    expect(ageOn('2005-11-21', '2026-11-21')).toBe(21);
    expect(ageOn('2005-11-22', '2026-11-21')).toBe(20);
    expect(ageOn('1970-11-22', '2026-11-21')).toBe(55);
    expect(ageOn('1970-11-21', '2026-11-21')).toBe(56);
  });

  it('checks registration, then citizenship, then age 21 to 55', () => {
    const day = '2026-11-21';
    expect(ineligibleReason(facts, day)).toBeNull();
    expect(ineligibleReason({ ...facts, registered: false, citizenship: 'WNA' }, day)).toBe('REGISTRATION');
    expect(ineligibleReason({ ...facts, citizenship: 'WNA' }, day)).toBe('CITIZENSHIP');
    expect(ineligibleReason({ ...facts, dateOfBirth: '2005-11-22' }, day)).toBe('AGE');
    expect(ineligibleReason({ ...facts, dateOfBirth: '1970-11-21' }, day)).toBe('AGE');
    expect(ineligibleReason({ ...facts, dateOfBirth: '1970-11-22' }, day)).toBeNull();
    // An unknown birth date is not a reason by itself.
    expect(ineligibleReason({ ...facts, dateOfBirth: '' }, day)).toBeNull();
  });
});

describe('form schemas: the rule keys the form shows and the bank answers', () => {
  const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
    result.error?.issues[0]?.message;

  it('Prime data: option codes, RT/RW digits, postal code, NPWP, company-style address', () => {
    const valid = {
      businessFields: 'TRADE',
      profession: 'PRIVATE_EMPLOYEE',
      post: 'STAFF',
      sourceOfMoney: 'SALARY',
      openingAccountPurposes: 'SAVING',
      monthlyIncome: '2',
      currentAddress: 'Jl. Merdeka No. 10',
      rt: '1',
      rw: '002',
      postCode: '10110',
      province: 'DKI Jakarta',
      city: 'Kota Jakarta Pusat',
      distriCindy: 'Gambir',
      subDistriCindy: 'Gambir',
    };
    expect(PrimeInputSchema.safeParse(valid).success).toBe(true);
    const message = (change: Record<string, string>) =>
      firstMessage(PrimeInputSchema.safeParse({ ...valid, ...change }));
    expect(message({ profession: '' })).toBe('required');
    expect(message({ profession: 'Karyawan' })).toBe('option');
    expect(message({ rt: '1234' })).toBe('rtRw');
    expect(message({ rw: '' })).toBe('required');
    expect(message({ postCode: '' })).toBe('required');
    expect(message({ postCode: '1011' })).toBe('postalCode');
    expect(message({ taxId: '12345' })).toBe('npwp');
    expect(message({ currentAddress: 'Jl. Merdeka #10' })).toBe('companyText');
  });

  it('Pay Later form: RT/RW as digits with a slash', () => {
    const rtrw = (value: string) =>
      ExtInfoInputSchema.safeParse({ rtrw: value }).error?.issues.find((i) => i.path[0] === 'rtrw')?.message;
    expect(rtrw('')).toBe('required');
    expect(rtrw('1-2')).toBe('rtRwPair');
    expect(rtrw('001/002')).toBeUndefined();
  });
});
