import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { advanceFlow } from '../../model/onboarding';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { ONBOARDING_CLOCK, agreeTerms, validExtInfo } from '../../testing/onboarding-fixtures';

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
});

const caseNo = () => s.state().paylater.openAcctCaseNo;
const apply = (body: Record<string, unknown> = {}) =>
  s.call('applyCredit', { OPEN_ACCT_CASE_NO: caseNo(), BIZ_TYPE: 'PAY_APP', ...body });

function applied() {
  agreeTerms(s);
  s.ok('saveExtInfo', validExtInfo());
  return s.ok('applyCredit', { OPEN_ACCT_CASE_NO: caseNo(), BIZ_TYPE: 'PAY_APP' });
}

const result = (APP_NO: string) => s.ok('queryApplyResult', { BIZ_TYPE: 'PAY_APP', APP_NO });

describe('apply/credit', () => {
  it('needs the Pay Later terms agreed, with the spec text', () => {
    s.ok('saveExtInfo', validExtInfo());
    const { envelope } = apply();
    expect(envelope.ret_code).toBe(CODES.ONB_TERMS_NOT_AGREED.code);
    expect(envelope.ret_msg).toBe('Harap baca dan setujui Syarat & Ketentuan untuk melanjutkan.');
    expect(s.state().onboarding.application.openAcctCaseNo).toBe('');
  });

  it('refuses applicants who are not eligible, with the reason: registration, citizenship, age', () => {
    agreeTerms(s);
    s.ok('saveExtInfo', validExtInfo());
    const notEligible = (reason: string) => {
      const { envelope } = apply();
      expect(envelope.ret_code).toBe(CODES.ONB_NOT_ELIGIBLE.code);
      expect(envelope.ret_msg).toBe('Kamu belum memenuhi syarat untuk mengajukan Pay Later.');
      expect(envelope.ret_data).toEqual({ reason });
      expect(s.state().onboarding.application.openAcctCaseNo).toBe('');
    };
    const { customer } = s.state();
    customer.registered = false;
    notEligible('REGISTRATION');
    customer.registered = true;
    customer.citizenship = 'WNA';
    notEligible('CITIZENSHIP');
    customer.citizenship = 'WNI';
    // The clock is 21 Nov 2026: 21 years old from 21 Nov 2005, 56 from 21 Nov 1970.
    customer.dateOfBirth = '2005-11-22';
    notEligible('AGE');
    customer.dateOfBirth = '1970-11-21';
    notEligible('AGE');
    customer.dateOfBirth = '2005-11-21';
    expect(apply().envelope.ret_code).toBe('0000');
  });

  it('needs the Pay Later form for PAY_APP, but not for NOR_APP', () => {
    agreeTerms(s);
    expect(apply().envelope.ret_code).toBe(CODES.ONB_EXT_INFO_MISSING.code);
    expect(s.ok('applyCredit', { OPEN_ACCT_CASE_NO: caseNo(), BIZ_TYPE: 'NOR_APP' }).APP_NO).toMatch(
      /^APP20261121\d{8}$/,
    );
  });

  it('takes the form along in CUSTOMER_EXT_INFO, under the same rules', () => {
    agreeTerms(s);
    const own = s.state().customer.phone;
    expect(
      apply({ CUSTOMER_EXT_INFO: validExtInfo({ emergencyContactMobile: own }) }).envelope.ret_code,
    ).toBe(CODES.ONB_OWN_MOBILE.code);
    expect(apply({ CUSTOMER_EXT_INFO: validExtInfo({ zipCode: '123' }) }).status).toBe(400);
    expect(apply({ CUSTOMER_EXT_INFO: validExtInfo(), EXT_INFO: { channel: 'H5' } }).envelope.ret_code).toBe(
      '0000',
    );
    expect(s.ok('queryExtCustInfo', {}).saved).toBe('Y');
  });

  it('answers the case and application number, once per case: a retry changes nothing', () => {
    const first = applied();
    expect(first.OPEN_ACCT_CASE_NO).toBe(caseNo());
    const appliedAt = s.state().onboarding.application.appliedAt;
    s.advanceMinutes(5);
    const retry = apply();
    expect(retry.envelope.ret_data).toEqual(first);
    expect(retry.trace).toContain('rule=idempotent-replay');
    expect(s.state().onboarding.application.appliedAt).toBe(appliedAt);
  });

  it('uses the application number the core already has', () => {
    s.state().paylater.appNo = 'APP-CORE-1';
    expect(applied().APP_NO).toBe('APP-CORE-1');
  });

  it('refuses another case number, non-whitelisted users, and the scenario refusals', () => {
    agreeTerms(s);
    s.ok('saveExtInfo', validExtInfo());
    expect(apply({ OPEN_ACCT_CASE_NO: 'OAC0' }).envelope.ret_code).toBe(CODES.ONB_CASE_NOT_FOUND.code);
    s.state().onboarding.application.refusal = 'DATA_ON_ANOTHER_ACCOUNT';
    expect(apply().envelope.ret_code).toBe(CODES.ONB_DATA_ON_ANOTHER_ACCOUNT.code);
    s.state().onboarding.application.refusal = 'LINK_EXPIRED';
    expect(apply().envelope.ret_code).toBe(CODES.ONB_LINK_EXPIRED.code);
    s.state().paylater.whitelisted = false;
    expect(apply().envelope.ret_code).toBe(CODES.NOT_WHITELISTED.code);
  });

  it('refuses bad input', () => {
    expect(apply({ BIZ_TYPE: 'CASH_APP' }).status).toBe(400);
    expect(s.call('applyCredit', { BIZ_TYPE: 'PAY_APP' }).status).toBe(400);
    expect(apply({ EXT_INFO: { a: 'x'.repeat(2000) } }).status).toBe(400);
    expect(
      apply({ EXT_INFO: Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`k${i}`, 'v'])) }).status,
    ).toBe(400);
  });
});

describe('query/apply_result', () => {
  it("answers processing as many times as the scenario's polls say, then pre-approved with the limit", () => {
    const { APP_NO } = applied();
    s.session().polls.apply_result = 2;
    expect(result(APP_NO).STATUS).toBe('PROCESSING');
    const second = s.call('queryApplyResult', { BIZ_TYPE: 'PAY_APP', APP_NO });
    expect(second.trace).toContain('change=polls-1');
    expect(s.session().polls.apply_result).toBe(0);
    expect(result(APP_NO)).toMatchObject({
      STATUS: 'PRE_APPROVED',
      CREDIT_LIMIT: s.state().paylater.preCreditLimit,
      CREDIT_SCORE_LEVEL: 'MEDIUM',
      REJECT_REASON: '',
      APPLY_TIME: '20261121100000',
    });
  });

  it('answers success once the Pay Later flow is done', () => {
    const { APP_NO } = applied();
    advanceFlow(s.state().onboarding, 'PAYLATER_APPLY');
    expect(result(APP_NO)).toMatchObject({ STATUS: 'SUCCESS', CREDIT_LIMIT: '10000000' });
  });

  it('answers verifying, with the limit the bank set', () => {
    const { APP_NO } = applied();
    Object.assign(s.state().onboarding.application, { decision: 'REVIEW', creditLimit: '25000000' });
    expect(result(APP_NO)).toMatchObject({ STATUS: 'VERIFYING', CREDIT_LIMIT: '25000000' });
  });

  it('answers failed with the reason and the date to apply again (3 months later)', () => {
    s.setClock('2026-11-30T10:00:00+07:00');
    const { APP_NO } = applied();
    const app = s.state().onboarding.application;
    Object.assign(app, { decision: 'REJECTED', rejectReason: 'BANK_POLICY', creditScoreLevel: 'LOW' });
    expect(result(APP_NO)).toMatchObject({
      STATUS: 'FAILED',
      CREDIT_LIMIT: '0',
      REJECT_REASON: 'BANK_POLICY',
      REJECT_DETAIL: '',
      REAPPLY_DATE: '20270228',
      CREDIT_SCORE_LEVEL: 'LOW',
    });
    Object.assign(app, { rejectReason: 'LOW_CREDIT_SCORE', rejectDetail: 'OVERDUE_REPAYMENT' });
    expect(result(APP_NO)).toMatchObject({
      REJECT_REASON: 'LOW_CREDIT_SCORE',
      REJECT_DETAIL: 'OVERDUE_REPAYMENT',
    });
  });

  it('refuses before applying, another APP_NO or BIZ_TYPE, and bad input', () => {
    const appNo = s.state().onboarding.application.appNo;
    s.refused('queryApplyResult', { BIZ_TYPE: 'PAY_APP', APP_NO: appNo }, 'ONB_APP_NOT_FOUND');
    const { APP_NO } = applied();
    s.refused('queryApplyResult', { BIZ_TYPE: 'PAY_APP', APP_NO: 'APP0' }, 'ONB_APP_NOT_FOUND');
    s.refused('queryApplyResult', { BIZ_TYPE: 'NOR_APP', APP_NO }, 'ONB_APP_NOT_FOUND');
    expect(s.call('queryApplyResult', { APP_NO }).status).toBe(400);
  });
});

describe('an approval opens the credit line', () => {
  it('apply/credit approved: personal_center answers the new line with the approved limit', () => {
    expect(s.call('creditPersonalCenter', {}).envelope.ret_code).toBe(CODES.CREDIT_NO_ACCOUNT.code);
    s.state().onboarding.application.creditLimit = '10000000';
    applied();
    const center = s.ok('creditPersonalCenter', {}) as unknown as Record<string, string>;
    expect(center).toMatchObject({
      CREDIT_LIMIT: '10000000',
      AVAILABLE_OTB: '10000000',
      ACCT_USE_STATUS: 'W',
      BILL_BAL_AMT: '0',
    });
    expect(s.state().paylater.status).toBe('T216');
  });

  it('a decision under review or rejected opens nothing', () => {
    s.state().onboarding.application.decision = 'REVIEW';
    applied();
    expect(s.call('creditPersonalCenter', {}).envelope.ret_code).toBe(CODES.CREDIT_NO_ACCOUNT.code);
  });

  it.each(['apply.approved', 'result.success'])(
    'scenario %s: the approval and the line agree',
    (scenario) => {
      const s = bankDriver().session(scenario, { clock: ONBOARDING_CLOCK });
      const app = s.state().onboarding.application;
      const result = s.ok('queryApplyResult', { BIZ_TYPE: 'PAY_APP', APP_NO: app.appNo }) as {
        CREDIT_LIMIT: string;
      };
      const center = s.ok('creditPersonalCenter', {}) as unknown as Record<string, string>;
      expect(center.CREDIT_LIMIT).toBe(result.CREDIT_LIMIT);
      expect(center.ACCT_USE_STATUS).toBe('W');
    },
  );
});

describe('a rejected applicant may apply again after 3 months [apply.reapply-open]', () => {
  const preCheckAppNo = () => s.ok('preCheck', { partnerId: '', userToken: '' }).appNo;

  it('is blocked until the reapply date, then the landing sees no application and apply/credit takes a new one', () => {
    const first = applied();
    Object.assign(s.state().onboarding.application, { decision: 'REJECTED', rejectReason: 'BANK_POLICY' });
    expect(result(first.APP_NO)).toMatchObject({ STATUS: 'FAILED', REAPPLY_DATE: '20270221' });
    // The day before: still the rejection; applying again answers the first application.
    s.setClock('2027-02-20T23:00:00+07:00');
    expect(preCheckAppNo()).toBe(first.APP_NO);
    expect(apply().envelope.ret_data).toEqual(first);
    expect(result(first.APP_NO).STATUS).toBe('FAILED');
    // From the reapply date: nothing under way, and a new application the bank reviews.
    s.setClock('2027-02-21T09:00:00+07:00');
    expect(preCheckAppNo()).toBe('');
    expect(s.ok('queryAccountStatus', {}).APP_NO).toBe('');
    const again = apply();
    expect(again.envelope.ret_code).toBe('0000');
    const second = again.envelope.ret_data as { APP_NO: string; OPEN_ACCT_CASE_NO: string };
    expect(second.APP_NO).not.toBe(first.APP_NO);
    expect(second.OPEN_ACCT_CASE_NO).toBe(first.OPEN_ACCT_CASE_NO);
    expect(result(second.APP_NO)).toMatchObject({ STATUS: 'VERIFYING', REJECT_REASON: '', REAPPLY_DATE: '' });
    expect(preCheckAppNo()).toBe(second.APP_NO);
    // A double tap answers the new application.
    expect(apply().envelope.ret_data).toEqual(second);
  });

  it('a reapplication refused (terms not agreed) leaves the rejection as it was', () => {
    const first = applied();
    Object.assign(s.state().onboarding.application, { decision: 'REJECTED', rejectReason: 'BANK_POLICY' });
    s.state().onboarding.agreements = [];
    s.setClock('2027-02-21T09:00:00+07:00');
    expect(apply().envelope.ret_code).toBe(CODES.ONB_TERMS_NOT_AGREED.code);
    expect(s.state().onboarding.application).toMatchObject({ appNo: first.APP_NO, decision: 'REJECTED' });
  });
});
