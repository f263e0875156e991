import { describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES } from '../../../contracts';
import { ApiError } from '../../api';
import {
  codeFeedbackOf,
  fieldMessageOf,
  groupedCard,
  isFieldRefusal,
  secondsLeftOf,
  shownMobile,
} from './contact-view';

const refusal = (name: keyof typeof CODES, ret_data: unknown = null) =>
  new ApiError({ kind: 'code', ret_code: CODES[name].code, ret_msg: CODES[name].id, ret_data });

describe('the code step feedback', () => {
  it('says a wrong code with the tries left, and a system error with the minutes to wait', () => {
    expect(codeFeedbackOf(refusal('OTP_WRONG', { attemptsLeft: '2', failedAttempts: '1' }))).toEqual({
      message: 'Kode ini tidak sesuai.',
      attemptsLeft: 2,
    });
    expect(codeFeedbackOf(refusal('OTP_SYSTEM_ERROR', { retryAfterMinutes: '5' }))).toMatchObject({
      retryMinutes: '5',
    });
    expect(codeFeedbackOf(refusal('OTP_EXPIRED'))).toEqual({ message: CODES.OTP_EXPIRED.id });
  });

  it('has nothing to say for a lost connection (the client has its own dialog)', () => {
    expect(codeFeedbackOf(new ApiError({ kind: 'network', ret_msg: 'Network Error' }))).toBeNull();
    expect(codeFeedbackOf(new Error('x'))).toBeNull();
  });

  it('reads the countdown of a too-soon resend', () => {
    expect(secondsLeftOf(refusal('OTP_RESEND_TOO_SOON', { secondsLeft: '42' }))).toBe(42);
    expect(secondsLeftOf(refusal('OTP_WRONG', { attemptsLeft: '1' }))).toBeNull();
  });
});

describe('refusals under the field', () => {
  it('puts a taken email, the current one, a bad format and a running countdown under the field', () => {
    expect(isFieldRefusal(refusal('EMAIL_REGISTERED_OTHER_PHONE'))).toBe(true);
    expect(isFieldRefusal(refusal('CONTACT_UNCHANGED'))).toBe(true);
    expect(isFieldRefusal(refusal('OTP_RESEND_TOO_SOON'))).toBe(true);
    expect(isFieldRefusal(refusal('OTP_SEND_LIMIT'))).toBe(false);
  });

  it("uses the rule's text the bank gave for the field", () => {
    const own = refusal('BAD_REQUEST', {
      issues: [{ path: 'newPhoneNo', message: RULE_MESSAGES.mobileOwn.id, rule: 'mobileOwn' }],
    });
    expect(fieldMessageOf(own)).toBe('Nomor ini tidak boleh nomor HP kamu sendiri.');
    expect(fieldMessageOf(refusal('CONTACT_UNCHANGED'))).toBe(CODES.CONTACT_UNCHANGED.id);
  });
});

describe('masked details', () => {
  it('shows the mobile with +62, first 2 and last 4; the card in groups of four', () => {
    expect(shownMobile('81234567890')).toBe('+62 81*****7890');
    expect(groupedCard('526412******3456')).toBe('5264 12** **** 3456');
  });
});
