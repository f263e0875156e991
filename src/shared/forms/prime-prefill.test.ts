import { describe, expect, it } from 'vitest';
import { EMPTY_EXT_CUST_INFO } from '../../../contracts/entities/onboarding-ext-info';
import { primeValuesOf } from './prime-prefill';

const saved = {
  ...EMPTY_EXT_CUST_INFO,
  occupationType: 'PRIVATE_EMPLOYEE',
  industry: 'TRADE',
  position: 'STAFF',
  incomeSource: 'SALARY',
  incomeMonthly: '3',
  acctOpenPurpose: 'CREDIT',
  address: 'Jl. Merdeka No. 10',
  rtrw: '001/002',
  zipCode: '10110',
  province: 'DKI Jakarta',
  city: 'Kota Jakarta Pusat',
  district: 'Gambir',
  subDistrict: 'Gambir',
  taxId: '012345678901000',
};

describe('the Prime form from the saved Pay Later form (spec-named fields only)', () => {
  it('maps the work, income and address fields to the Prime fields', () => {
    expect(primeValuesOf({ ...saved, saved: 'Y' })).toEqual({
      profession: 'PRIVATE_EMPLOYEE',
      businessFields: 'TRADE',
      post: 'STAFF',
      sourceOfMoney: 'SALARY',
      monthlyIncome: '3',
      openingAccountPurposes: 'CREDIT',
      currentAddress: 'Jl. Merdeka No. 10',
      rt: '001',
      rw: '002',
      postCode: '10110',
      province: 'DKI Jakarta',
      city: 'Kota Jakarta Pusat',
      distriCindy: 'Gambir',
      subDistriCindy: 'Gambir',
      taxId: '012345678901000',
    });
  });

  it('fills nothing when nothing was saved, by the flag or (a spec-only bank) by the address', () => {
    expect(primeValuesOf({ ...saved, saved: 'N' })).toEqual({});
    expect(primeValuesOf({ ...EMPTY_EXT_CUST_INFO })).toEqual({});
    expect(primeValuesOf(saved).profession).toBe('PRIVATE_EMPLOYEE');
  });

  it('leaves empty what does not fit: an unknown code, RT/RW not nnn/nnn, a place without all four names', () => {
    const values = primeValuesOf({ ...saved, occupationType: 'ASTRONAUT', rtrw: '1-2', district: '' });
    expect(values.profession).toBe('');
    expect([values.rt, values.rw]).toEqual(['', '']);
    expect(values.province).toBeUndefined();
    expect(values.postCode).toBe('');
  });
});
