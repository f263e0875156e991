import { allAddresses } from '../model/onboarding-cities';
import type { SessionDriver } from './bank-driver';

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
export function agreeTerms(s: SessionDriver) {
  return s.ok('saveProtocol', {
    tncNameList: ['PRIME_AND_PAYLATER'],
    readAndAgree: 'Y',
    notUsEuTaxCitizen: 'Y',
    dataUseConsent: 'Y',
  });
}

/** The onboarding tests' business time: 21 November 2026, 10:00 WIB. */
export const ONBOARDING_CLOCK = '2026-11-21T10:00:00+07:00';
