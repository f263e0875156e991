import { beforeEach, describe, expect, it } from 'vitest';
import { CODES } from '../../../contracts';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { ONBOARDING_CLOCK, validExtInfo } from '../../testing/onboarding-fixtures';

let s: SessionDriver;
beforeEach(() => {
  s = bankDriver().session('apply.can-apply', { clock: ONBOARDING_CLOCK });
});

const submit = (flowId: string, action: string, txnNo: string) =>
  s.call('submitFlow', { flowId, action, channel: 'H5', txnNo });

describe('check/flow and query/flow', () => {
  it('answers the Pay Later flow at its first step', () => {
    const flow = s.ok('checkFlow', { bizServiceId: 'PAYLATER_APPLY', channel: 'H5' });
    expect(flow).toMatchObject({
      bizServiceId: 'PAYLATER_APPLY',
      nextAction: 'PAYLATER_INPUT',
      status: '0001',
    });
    expect(flow.flowContext).toMatchObject({
      ocrSeqNo: '',
      idNo: '',
      canOpenPrimeAcct: 'N',
      isRealNameFaceScanning: 'Y',
    });
    expect(s.ok('queryFlow', { flowId: flow.flowId, type: '1' })).toEqual(flow);
  });

  it('accepts order info as an object or a string, refuses nested values and drops polluting keys', () => {
    const base = { bizServiceId: 'PRIME_UPGRADE', channel: 'H5' };
    expect(s.ok('checkFlow', { ...base, orderInfo: { orderNo: 'O1' } }).nextAction).toBe('PRIME_INPUT');
    expect(s.ok('checkFlow', { ...base, orderInfo: '{"orderNo":"O1"}' }).flowContext.canOpenPrimeAcct).toBe(
      'Y',
    );
    expect(s.call('checkFlow', { ...base, orderInfo: { a: { b: 'c' } } }).status).toBe(400);
    expect(s.call('checkFlow', { ...base, orderInfo: { 'a b': 'c' } }).status).toBe(400);
    const polluting = JSON.parse('{"__proto__": {"polluted": "yes"}, "orderNo": "O1"}');
    expect(s.call('checkFlow', { ...base, orderInfo: polluting }).status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses unknown flows and bad input', () => {
    s.refused('checkFlow', { bizServiceId: 'NOPE', channel: 'H5' }, 'ONB_FLOW_NOT_FOUND');
    s.refused('queryFlow', { flowId: 'FL0', type: '1' }, 'ONB_FLOW_NOT_FOUND');
    expect(s.call('queryFlow', { flowId: 'FL0' }).status).toBe(400);
    expect(s.call('checkFlow', { channel: 'H5' }).status).toBe(400);
  });
});

describe('submit/flow', () => {
  it('walks the default Pay Later flow step by step once each check succeeded', () => {
    const { flowId } = s.flow();
    s.refused(
      'submitFlow',
      { flowId, action: 'PAYLATER_INPUT', channel: 'H5', txnNo: 't1' },
      'ONB_EXT_INFO_MISSING',
    );
    s.ok('saveExtInfo', validExtInfo());
    const afterForm = s.ok('submitFlow', { flowId, action: 'PAYLATER_INPUT', channel: 'H5', txnNo: 't1' });
    expect([afterForm.nextAction, afterForm.status]).toEqual(['OCR', '0002']);

    expect(submit(flowId, 'OCR', 't2').envelope.ret_code).toBe(CODES.ONB_FLOW_STEP_NOT_DONE.code);
    const file = s.upload('ktp.jpg');
    s.ok('ocrKtp', { flowId, fileId: file.fileId, fileHash: file.fileHash });
    const afterOcr = s.ok('submitFlow', { flowId, action: 'OCR', channel: 'H5', txnNo: 't2' });
    expect([afterOcr.nextAction, afterOcr.status]).toEqual(['FACE_SCANNING', '5000']);

    expect(submit(flowId, 'FACE_SCANNING', 't3').envelope.ret_code).toBe(CODES.ONB_FLOW_STEP_NOT_DONE.code);
    s.ok('scanFace', { FACE_INFO: 'img', APP_NO: 'APP1', SCENE: 'PAYLATER' });
    expect(
      s.ok('submitFlow', { flowId, action: 'FACE_SCANNING', channel: 'H5', txnNo: 't3' }).nextAction,
    ).toBe('OTP_VALIDATE');
    expect(submit(flowId, 'OTP_VALIDATE', 'otp-8').envelope.ret_code).toBe(
      CODES.SECURITY_SESSION_INVALID.code,
    );
    const otp = s.otpSession();
    const afterOtp = s.ok('submitFlow', {
      flowId,
      action: 'OTP_VALIDATE',
      channel: 'H5',
      txnNo: 'otp-9',
      data: { session: otp },
    });
    expect(afterOtp.flowContext.otpSeqNo).toBe('otp-9');
    expect(submit(flowId, 'PIN_VALIDATE', 'pin-8').envelope.ret_code).toBe(
      CODES.SECURITY_SESSION_INVALID.code,
    );
    const done = s.ok('submitFlow', {
      flowId,
      action: 'PIN_VALIDATE',
      channel: 'H5',
      txnNo: 'pin-9',
      data: { session: s.pinSession('PAYLATER_APPLY') },
    });
    expect(done).toMatchObject({ nextAction: '', status: '9000' });
    expect(done.flowContext).toMatchObject({
      ocrSeqNo: 'KTP202611210001',
      faceSeqNo: 'FACE202611210001',
      pinSeqNo: 'pin-9',
    });
    expect(s.ok('queryFlow', { flowId, type: '1' })).toEqual(done);
    expect(submit(flowId, 'PIN_VALIDATE', 'pin-10').envelope.ret_code).toBe(CODES.ONB_FLOW_WRONG_STEP.code);
  });

  it('completes PRIME_INPUT only once upgrade/high_account accepted the Prime data', () => {
    const prime = s.flow('PRIME_UPGRADE');
    const { envelope } = submit(prime.flowId, 'PRIME_INPUT', 'p1');
    expect(envelope.ret_code).toBe(CODES.ONB_PRIME_INPUT_MISSING.code);
    expect(envelope.ret_msg).toBe('Silakan lengkapi data Allo Prime terlebih dahulu.');
    expect(s.flow('PRIME_UPGRADE').done).toBe(0);

    // Refused Prime data (the magic "unsuccessful" postal code) saves nothing: still not done.
    const data = {
      businessFields: 'TRADE',
      profession: 'PRIVATE_EMPLOYEE',
      post: 'STAFF',
      sourceOfMoney: 'SALARY',
      openingAccountPurposes: 'SAVING',
      monthlyIncome: '2',
      currentAddress: 'Jl. Merdeka No. 10',
      rt: '1',
      rw: '2',
      postCode: '00000',
      province: 'DKI Jakarta',
      city: 'Kota Jakarta Pusat',
      distriCindy: 'Gambir',
      subDistriCindy: 'Gambir',
    };
    s.refused('upgradeHighAccount', data, 'UPGRADE_UNSUCCESSFUL');
    expect(submit(prime.flowId, 'PRIME_INPUT', 'p2').envelope.ret_code).toBe(
      CODES.ONB_PRIME_INPUT_MISSING.code,
    );

    s.ok('upgradeHighAccount', { ...data, postCode: '10110' });
    const next = s.ok('submitFlow', {
      flowId: prime.flowId,
      action: 'PRIME_INPUT',
      channel: 'H5',
      txnNo: 'p3',
    });
    expect(next.nextAction).toBe('OCR');
  });

  it('refuses an action that is not the next one, and changes nothing', () => {
    const { flowId } = s.flow();
    const { envelope } = submit(flowId, 'OTP_VALIDATE', 't1');
    expect(envelope.ret_code).toBe(CODES.ONB_FLOW_WRONG_STEP.code);
    expect(envelope.ret_data).toEqual({ nextAction: 'PAYLATER_INPUT', action: 'OTP_VALIDATE' });
    expect(s.flow().done).toBe(0);
  });

  it('answers a retry with the same txnNo as the first time, without moving on twice', () => {
    s.ok('saveExtInfo', validExtInfo());
    const { flowId } = s.flow();
    const first = s.ok('submitFlow', { flowId, action: 'PAYLATER_INPUT', channel: 'H5', txnNo: 'same' });
    const retry = s.call('submitFlow', { flowId, action: 'PAYLATER_INPUT', channel: 'H5', txnNo: 'same' });
    expect(retry.envelope.ret_data).toEqual(first);
    expect(retry.trace).toContain('rule=idempotent-replay');
    expect(s.flow().done).toBe(1);
  });

  it('refuses a misspelt action (VIDEO_BANKING) and bad input', () => {
    const { flowId } = s.flow();
    expect(submit(flowId, 'VIDEO_BANKING', 't').status).toBe(400);
    expect(s.call('submitFlow', { flowId, action: 'OCR', channel: 'H5' }).status).toBe(400);
    expect(
      s.call('submitFlow', { flowId, action: 'OCR', channel: 'H5', txnNo: 't', data: 'x'.repeat(5000) })
        .status,
    ).toBe(400);
  });
});

describe('question list and the questionnaire step', () => {
  it('asks questions about the customer without their answers; right answers complete QUESTION_VALIDATE', () => {
    const prime = s.flow('PRIME_UPGRADE');
    prime.done = prime.steps.indexOf('QUESTION_VALIDATE');
    const { questions } = s.ok('queryQuestionList', { flowId: prime.flowId });
    expect(questions.map((q) => q.id)).toEqual(['Q1', 'Q2', 'Q3']);
    expect(JSON.stringify(questions)).not.toContain(s.state().customer.nik.slice(-4));
    expect(questions[0]?.question).toBe('Di kota mana kamu lahir, sesuai e-KTP?');
    const english = s.ok('queryQuestionList', { flowId: prime.flowId }, 'en').questions;
    expect(english.map((q) => q.question)).toEqual([
      'In which city were you born, as on your e-KTP?',
      'In which year were you born?',
      'What are the last 4 digits of your NIK?',
    ]);
    expect(submit(prime.flowId, 'QUESTION_VALIDATE', 'q1').envelope.ret_code).toBe(
      CODES.ONB_FLOW_STEP_NOT_DONE.code,
    );

    const { customer } = s.state();
    const answers = [
      { id: 'Q1', answer: `  ${customer.birthPlace.toUpperCase()} ` },
      { id: 'Q2', answer: customer.dateOfBirth.slice(0, 4) },
      { id: 'Q3', answer: customer.nik.slice(-4) },
    ];
    expect(s.ok('submitVbResult', { BIZ_TYPE: 'PRIME', QUESTION_RESULT: answers }).RESULT).toBe('PASS');
    expect(
      s.ok('submitFlow', { flowId: prime.flowId, action: 'QUESTION_VALIDATE', channel: 'H5', txnNo: 'q1' })
        .nextAction,
    ).toBe('PIN_VALIDATE');
  });

  it('refuses an unknown flow', () => {
    s.refused('queryQuestionList', { flowId: 'nope' }, 'ONB_FLOW_NOT_FOUND');
    expect(s.call('queryQuestionList', {}).status).toBe(400);
  });
});
