import type { Faker } from '@faker-js/faker';
import type { BankState } from '../fake-bank/model/bank-state';
import { createContentState } from '../fake-bank/model/content';
import { createCreditState } from '../fake-bank/model/credit';
import { createLoyaltyState } from '../fake-bank/model/loyalty';
import { createOnboardingState } from '../fake-bank/model/onboarding';
import { createSecurityState } from '../fake-bank/model/security';
import { createWalletState } from '../fake-bank/model/wallet';
import { makeMobile, makeNik } from './nik';

/**
 * The default state of a tester's bank: a whitelisted Indonesian applicant who may apply for Pay Later.
 * Scenarios start from it and change only what their state needs.
 */
export function createBaseState(faker: Faker, clockIso: string): BankState {
  const gender = faker.helpers.arrayElement(['M', 'F'] as const);
  const firstName = faker.person.firstName(gender === 'M' ? 'male' : 'female');
  const lastName = faker.person.lastName(gender === 'M' ? 'male' : 'female');
  const dateOfBirth = faker.date
    .birthdate({ mode: 'age', min: 23, max: 50, refDate: clockIso })
    .toISOString()
    .slice(0, 10);
  const userId = faker.string.numeric(12);
  const customer: BankState['customer'] = {
    userId,
    mpcUid: 'MPC' + faker.string.numeric(10),
    ecifNo: 'ECIF' + faker.string.numeric(10),
    name: `${firstName} ${lastName}`,
    nik: makeNik(faker, dateOfBirth, gender),
    birthPlace: faker.location.city(),
    dateOfBirth,
    gender,
    citizenship: 'WNI',
    phone: makeMobile(faker),
    email: faker.internet.email({ firstName, lastName, provider: 'contoh.co.id' }).toLowerCase(),
    emailVerified: true,
    mpcLevel: '2',
    mpcStatus: 'A',
    registered: true,
    mdcId: 'MDC' + faker.string.numeric(10),
    createdAt: clockIso,
  };
  const context = { clockIso, customer };
  return {
    customer,
    access: { channelAccess: true, channelCode: '0000', noOpenList: [], noAccessList: [], grayHit: true },
    paylater: {
      whitelisted: true,
      status: 'T100',
      preCreditLimit: '10000000',
      openAcctCaseNo: 'OAC' + faker.string.numeric(12),
      appNo: '',
      riskCode: '0',
      notifyRequested: false,
    },
    config: [
      {
        moduleId: 'H5_ONBOARDING',
        cfgKey: 'credit_limit_amount_hidden_in_approval_page',
        cfgValue: '100000000',
      },
      { moduleId: 'H5_ONBOARDING', cfgKey: 'limit_up_member_pledge_reward_ratio', cfgValue: '0.3' },
    ],
    // No locale: outside the app the browser's language decides (a scenario sets one to pretend a device).
    device: { inApp: false, camera: 'granted' },
    // Each area draws from the same seeded faker, in a fixed order, so a scenario is reproducible.
    onboarding: createOnboardingState(faker, context),
    security: createSecurityState(faker, context),
    credit: createCreditState(faker, context),
    wallet: createWalletState(faker, context),
    loyalty: createLoyaltyState(faker, context),
    content: createContentState(faker, context),
    idempotency: {},
  };
}
