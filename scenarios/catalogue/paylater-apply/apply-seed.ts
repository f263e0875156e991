import type { Faker } from '@faker-js/faker';
import type { BankState } from '../../../fake-bank/model/bank-state';
import type { ApplicationState } from '../../../fake-bank/model/onboarding';
import { sampleExtInfo } from '../../../fake-bank/model/onboarding';
import { openCreditLine } from '../../../fake-bank/model/credit-open';

/** The apply flow's end (owned by the paylater-apply feature): apply/credit, then the result page. */
export const SUBMIT_PATH = '/paylater/apply/submit';
/** The Pay Later terms document that apply/credit needs agreed (fake-bank content-agreed-documents). */
const PAYLATER_TERMS = 'PRIME_AND_PAYLATER';

/**
 * An application already sent (no apply/credit call needed): the case of the session, PAY_APP, applied
 * at the scenario clock, with the bank's decision in `overrides`. An approval opens the credit line with
 * the approved limit, as the bank does when it decides.
 */
export function seedApplied(state: BankState, overrides: Partial<ApplicationState>): void {
  const app = state.onboarding.application;
  state.paylater.appNo = app.appNo;
  Object.assign(app, {
    openAcctCaseNo: state.paylater.openAcctCaseNo,
    bizType: 'PAY_APP',
    appliedAt: state.customer.createdAt,
    ...overrides,
  });
  if (app.decision === 'APPROVED') {
    openCreditLine(state, Number(app.creditLimit || state.paylater.preCreditLimit), state.customer.createdAt);
  }
}

/** Ready to apply: the terms agreed and the Pay Later form saved, nothing applied for yet. */
export function seedReadyToApply(state: BankState, faker: Faker): void {
  const clockIso = state.customer.createdAt;
  state.onboarding.agreements = [
    {
      protocolNo: 'PR' + faker.string.numeric(12),
      tncName: PAYLATER_TERMS,
      version: '1',
      agreedAt: clockIso,
    },
  ];
  state.onboarding.extInfo = sampleExtInfo(faker, { clockIso, customer: state.customer });
}
