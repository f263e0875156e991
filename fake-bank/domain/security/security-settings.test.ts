import { describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES } from '../../../contracts';
import { OtpFailureDataSchema } from '../../../contracts/entities/otp';
import { TAKEN_EMAIL } from '../../model/security';
import { OTP_MAGIC } from './security-otp';
import { bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { MINUTE_MS } from '../../../contracts/dates';

const NEW_EMAIL = 'budi.baru@contoh.co.id';

function emailSession(s: SessionDriver, email: string, bizType: '4001001' | '4001002' = '4001002'): string {
  s.ok('getEmailOtp', { email, bizType });
  return s.ok('verifyEmailOtp', { email, bizType, otp: OTP_MAGIC.right }).session;
}

function phoneSession(s: SessionDriver, phone: string): string {
  s.ok('getOtp', { phone_no: phone, usage_id: 'CHANGE_PHONE', channel: 'SMS' });
  return s.ok('verifyOtp', { phone_no: phone, usage_id: 'CHANGE_PHONE', phone_check_num: OTP_MAGIC.right })
    .session;
}

function status(s: SessionDriver) {
  const { customer } = s.state();
  return s.ok('accountStatus88400003', { biz_no: 'B1', user_id: customer.userId, app_id: '50002LPT01' });
}

describe('email OTP', () => {
  it('sends a code to the email (masked) with the countdown, and verifies it', () => {
    const s = bankDriver().session();
    const sent = s.ok('getEmailOtp', { email: NEW_EMAIL, bizType: '4001002' });
    expect(sent).toMatchObject({
      email: 'bu*******@contoh.co.id',
      bizType: '4001002',
      countdown: '60',
      attempts_left: '3',
    });
    const wrong = s.refused(
      'verifyEmailOtp',
      { email: NEW_EMAIL, bizType: '4001002', otp: '101010' },
      'OTP_WRONG',
    );
    expect(OtpFailureDataSchema.parse(wrong.raw).attemptsLeft).toBe('2');
    const verified = s.ok('verifyEmailOtp', { email: NEW_EMAIL, bizType: '4001002', otp: OTP_MAGIC.right });
    expect(verified.expire_time).toBe('20261121101000');
    s.refused('getEmailOtp', { email: NEW_EMAIL, bizType: '4001002' }, 'OTP_RESEND_TOO_SOON');
  });

  it('verifying the email on file (4001001) marks it verified', () => {
    const s = bankDriver().session();
    s.state().customer.emailVerified = false;
    expect(status(s).emailStatus).toBe('0');
    emailSession(s, s.state().customer.email, '4001001');
    expect(status(s).emailStatus).toBe('1');
  });

  it('[register.email-other-phone] refuses an email registered with another phone number', () => {
    const s = bankDriver().session();
    const answer = s.refused(
      'getEmailOtp',
      { email: TAKEN_EMAIL, bizType: '4001002' },
      'EMAIL_REGISTERED_OTHER_PHONE',
    );
    expect(answer.envelope.ret_msg).toBe('Email ini sudah terdaftar dengan nomor HP lain.');
  });

  it('refuses bad input with 400 and the rule text', () => {
    const s = bankDriver().session();
    const bad = s.refused('getEmailOtp', { email: 'bukan-email', bizType: '4001002' }, 'BAD_REQUEST');
    expect(bad.envelope.ret_msg).toBe(RULE_MESSAGES.email.id);
    s.refused('getEmailOtp', { email: NEW_EMAIL, bizType: '4001003' }, 'BAD_REQUEST');
    s.refused('verifyEmailOtp', { email: NEW_EMAIL, bizType: '4001002', otp: '12' }, 'BAD_REQUEST');
    s.refused('getEmailToken', { email: NEW_EMAIL }, 'BAD_REQUEST');
    s.refused('changeUserInfo', { newEmail: 'x@', session: 'abcdefgh' }, 'BAD_REQUEST');
    s.refused('changeUserInfo', { newEmail: NEW_EMAIL }, 'BAD_REQUEST');
  });

  it('hands out an email template token', () => {
    const s = bankDriver().session();
    const token = s.ok('getEmailToken', { tplId: 'VERIFY_EMAIL', email: NEW_EMAIL });
    expect(token).toMatchObject({ tplId: 'VERIFY_EMAIL', expire_time: '20261121103000' });
  });
});

describe('change/user_info', () => {
  it('[settings.email-change] changes the email on the proof of an email OTP for it, once', () => {
    const s = bankDriver().session();
    const session = emailSession(s, NEW_EMAIL);
    const changed = s.ok('changeUserInfo', { newEmail: NEW_EMAIL, session });
    expect(changed).toMatchObject({ email: NEW_EMAIL, emailVerified: 'Y', updateTime: '20261121100000' });
    expect(s.state().customer.email).toBe(NEW_EMAIL);
    expect(status(s).email).toBe('bu*******@contoh.co.id');
    s.refused('changeUserInfo', { newEmail: 'lain@contoh.co.id', session }, 'SECURITY_SESSION_INVALID');
  });

  it('refuses a session for another email, a phone session, a taken email and the current email', () => {
    const s = bankDriver().session();
    const session = emailSession(s, NEW_EMAIL);
    s.refused('changeUserInfo', { newEmail: 'lain@contoh.co.id', session }, 'SECURITY_SESSION_INVALID');
    s.refused('changeUserInfo', { newEmail: TAKEN_EMAIL, session }, 'EMAIL_REGISTERED_OTHER_PHONE');
    s.refused('changeUserInfo', { newEmail: s.state().customer.email, session }, 'CONTACT_UNCHANGED');
    s.elapse(MINUTE_MS);
    const phone = phoneSession(s, '81299998888');
    s.refused('changeUserInfo', { newEmail: NEW_EMAIL, session: phone }, 'SECURITY_SESSION_INVALID');
    expect(s.state().customer.email).not.toBe(NEW_EMAIL);
  });

  it('changes the phone on the proof of an OTP for the new number; account OTPs then go there', () => {
    const s = bankDriver().session();
    const session = phoneSession(s, '81299998888');
    expect(s.ok('changeUserInfo', { newPhoneNo: '81299998888', session }).phoneNo).toBe('81*****8888');
    expect(status(s).phone).toBe('81*****8888');
    s.elapse(MINUTE_MS);
    expect(s.ok('getUaOtp', { usage_id: 'LOGIN', channel: 'SMS' }).phone_no).toBe('81*****8888');
  });

  it("[settings.mobile-change] refuses the own number with the form's words, and a session for another number", () => {
    const s = bankDriver().session();
    const own = s.state().customer.phone;
    const session = phoneSession(s, own);
    // A rule of the handler, answered 200 (the contract gate answers 400): the code is what counts.
    const answer = s.call('changeUserInfo', { newPhoneNo: own, session });
    expect(answer.code).toBe(CODES.BAD_REQUEST.code);
    expect(answer.raw).toMatchObject({
      issues: [{ path: 'newPhoneNo', rule: 'mobileOwn', message: RULE_MESSAGES.mobileOwn.id }],
    });
    s.refused('changeUserInfo', { newPhoneNo: '81299998888', session }, 'SECURITY_SESSION_INVALID');
    const bad = s.refused('changeUserInfo', { newPhoneNo: '0812999', session }, 'BAD_REQUEST');
    expect(bad.envelope.ret_msg).toBe(RULE_MESSAGES.mobile.id);
    expect(s.state().customer.phone).toBe(own);
  });

  it('needs exactly one of newEmail and newPhoneNo (the contract says so), and changes one per call', () => {
    const s = bankDriver().session();
    const session = emailSession(s, NEW_EMAIL);
    const neither = s.call('changeUserInfo', { session });
    expect(neither.code).toBe(CODES.BAD_REQUEST.code);
    expect(neither.raw).toMatchObject({ issues: [{ path: 'newEmail', rule: 'required' }] });
    const both = s.call('changeUserInfo', { newEmail: NEW_EMAIL, newPhoneNo: '81299998888', session });
    expect(both.code).toBe(CODES.BAD_REQUEST.code);
    expect(both.raw).toMatchObject({ issues: [{ path: 'newPhoneNo', rule: 'onlyOne' }] });
    expect(both.envelope.ret_msg).toBe(RULE_MESSAGES.onlyOne.id);
    // Nothing was used up: the session still proves the new email.
    expect(s.call('changeUserInfo', { newEmail: NEW_EMAIL, session }).code).toBe('0000');
  });

  it('answers in English too', () => {
    const s = bankDriver().session();
    const answer = s.call('changeUserInfo', { newEmail: NEW_EMAIL, session: 'nosuchsession' }, 'en');
    expect(answer.code).toBe(CODES.SECURITY_SESSION_INVALID.code);
    expect(answer.envelope.ret_msg).toBe(CODES.SECURITY_SESSION_INVALID.en);
  });
});
