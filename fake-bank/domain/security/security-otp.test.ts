import { describe, expect, it } from 'vitest';
import { CODES, RULE_MESSAGES, endpoints } from '../../../contracts';
import { OtpFailureDataSchema } from '../../../contracts/entities/otp';
import { OTP_MAGIC } from './security-otp';
import { SECOND, bankDriver, type SessionDriver } from '../../testing/bank-driver';
import { MINUTE_MS } from '../../../contracts/dates';

const PHONE = '81234567890';
const send = (s: SessionDriver, extra: Record<string, unknown> = {}) =>
  s.ok('getOtp', { phone_no: PHONE, usage_id: 'RESET_PIN', channel: 'WHATSAPP', ...extra });
const verify = (s: SessionDriver, code: string) =>
  s.call('verifyOtp', { phone_no: PHONE, usage_id: 'RESET_PIN', phone_check_num: code });
const failure = (data: unknown) => OtpFailureDataSchema.parse(data);

function solveCaptcha(s: SessionDriver): string {
  const { key } = s.ok('getCaptcha', {});
  const code = s.state().security.captcha!.code;
  s.ok('verifyCaptcha', { key, code });
  return key;
}

describe('captcha', () => {
  it('answers an SVG data URL that draws the code as strokes (not as text), and a key', () => {
    const s = bankDriver().session();
    const captcha = s.ok('getCaptcha', {});
    const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg /);
    const code = s.state().security.captcha!.code;
    expect(code).toMatch(/^[A-Z2-9]{4}$/);
    // The answer is drawn, not written: no text element, and the code nowhere in the source.
    expect(svg).not.toContain('<text');
    expect(svg.replace(/<title>captcha<\/title>/, '')).not.toMatch(
      new RegExp(code.split('').join('[^A-Z0-9]*')),
    );
    expect(svg.match(/<path /g)).toHaveLength(4);
    expect(s.state().security.captcha!.key).toBe(captcha.key);
  });

  it('verifies the right code (any case); a wrong code voids the captcha', () => {
    const s = bankDriver().session();
    const { key } = s.ok('getCaptcha', {});
    s.refused('verifyCaptcha', { key, code: 'ZZZZ1' }, 'CAPTCHA_WRONG');
    s.refused('verifyCaptcha', { key, code: s.state().security.captcha?.code ?? 'ABCD' }, 'CAPTCHA_EXPIRED');
    const next = s.ok('getCaptcha', {});
    const code = s.state().security.captcha!.code.toLowerCase();
    expect(s.ok('verifyCaptcha', { key: next.key, code })).toEqual({ key: next.key, verified: 'Y' });
  });

  it('expires after 5 minutes', () => {
    const s = bankDriver().session();
    const { key } = s.ok('getCaptcha', {});
    s.elapse(5 * MINUTE_MS);
    s.refused('verifyCaptcha', { key, code: s.state().security.captcha!.code }, 'CAPTCHA_EXPIRED');
  });

  it('refuses bad input with 400', () => {
    const s = bankDriver().session();
    expect(s.refused('verifyCaptcha', { key: 'short' }, 'BAD_REQUEST').status).toBe(400);
    expect(s.refused('verifyCaptcha', { key: 'k'.repeat(500), code: 'AB12' }, 'BAD_REQUEST').status).toBe(
      400,
    );
  });
});

describe('phone OTP', () => {
  it('[otp.method-choice] sends by WhatsApp or SMS, masked, with the countdown and the limits', () => {
    const s = bankDriver().session();
    const sent = send(s);
    expect(sent).toMatchObject({
      channel: 'WHATSAPP',
      phone_no: '81*****7890',
      usage_id: 'RESET_PIN',
      countdown: '60',
      attempts_left: '3',
      sends_left: '4',
      captcha_required: 'N',
    });
    expect(sent.expire_time).toBe('20261121100500');
    s.elapse(60 * SECOND);
    expect(send(s, { channel: 'SMS' }).channel).toBe('SMS');
  });

  it('[otp.resend-countdown] refuses a resend before 60 s with the seconds left', () => {
    const s = bankDriver().session();
    send(s);
    s.elapse(20 * SECOND);
    const early = s.refused(
      'getOtp',
      { phone_no: PHONE, usage_id: 'RESET_PIN', channel: 'SMS' },
      'OTP_RESEND_TOO_SOON',
    );
    expect(failure(early.raw).secondsLeft).toBe('40');
    s.elapse(40 * SECOND);
    expect(send(s).countdown).toBe('60');
  });

  it('[otp.success] accepts the right code once and answers a session other calls accept', () => {
    const s = bankDriver().session();
    send(s);
    const answer = verify(s, OTP_MAGIC.right);
    expect(answer.code).toBe('0000');
    const result = endpoints.verifyOtp.response.parse(answer.raw);
    expect(result.expire_time).toBe('20261121101000');
    expect(s.ok('checkPasswordSession', { session: result.session })).toEqual({ session: result.session });
    // The code is spent.
    s.refused(
      'verifyOtp',
      { phone_no: PHONE, usage_id: 'RESET_PIN', phone_check_num: OTP_MAGIC.right },
      'OTP_NOT_REQUESTED',
    );
  });

  it('[otp.wrong-code] [otp.two-attempts-left] [otp.one-attempt-left] counts down the attempts of a code', () => {
    const s = bankDriver().session();
    send(s);
    const first = verify(s, '111111');
    expect(first.code).toBe(CODES.OTP_WRONG.code);
    expect(first.envelope.ret_msg).toBe('Kode ini tidak sesuai.');
    expect(failure(first.raw)).toEqual({ attemptsLeft: '2', failedAttempts: '1' });
    const second = s.call(
      'verifyOtp',
      { phone_no: PHONE, usage_id: 'RESET_PIN', phone_check_num: '222222' },
      'en',
    );
    expect(second.envelope.ret_msg).toBe('This is not the correct code. Please try again.');
    expect(failure(second.raw).attemptsLeft).toBe('1');
    const third = verify(s, '333333');
    expect(third.code).toBe(CODES.OTP_ATTEMPTS_USED.code);
    expect(failure(third.raw).attemptsLeft).toBe('0');
    expect(verify(s, OTP_MAGIC.right).code).toBe(CODES.OTP_NOT_REQUESTED.code);
  });

  it('answers expired for the magic expired code and after 5 minutes', () => {
    const s = bankDriver().session();
    send(s);
    expect(verify(s, OTP_MAGIC.expired).code).toBe(CODES.OTP_EXPIRED.code);
    s.elapse(MINUTE_MS);
    send(s);
    s.elapse(5 * MINUTE_MS);
    expect(verify(s, OTP_MAGIC.right).code).toBe(CODES.OTP_EXPIRED.code);
  });

  it('[otp.system-error] answers a system error for the magic code, and the code still works', () => {
    const s = bankDriver().session();
    send(s);
    const answer = verify(s, OTP_MAGIC.systemError);
    expect(answer.code).toBe(CODES.OTP_SYSTEM_ERROR.code);
    expect(failure(answer.raw).retryAfterMinutes).toBe('5');
    expect(verify(s, OTP_MAGIC.right).code).toBe('0000');
  });

  it('[otp.locked-80430223] locks after 5 wrong codes in 30 minutes, until 00:00 WIB', () => {
    const s = bankDriver().session();
    send(s);
    for (const code of ['111111', '222222', '333333']) verify(s, code);
    s.elapse(MINUTE_MS);
    send(s);
    verify(s, '444444');
    const locked = verify(s, '555555');
    expect(locked.code).toBe('80430223');
    expect(locked.envelope.ret_msg).toBe(CODES.OTP_LOCKED.id);
    expect(failure(locked.raw)).toEqual({
      lockedUntil: '20261122000000',
      failedAttempts: '5',
      attemptsLeft: '0',
    });
    s.elapse(MINUTE_MS);
    s.refused('getOtp', { phone_no: PHONE, usage_id: 'RESET_PIN', channel: 'SMS' }, 'OTP_LOCKED');
    s.refused('getUaOtp', { usage_id: 'LOGIN', channel: 'SMS' }, 'OTP_LOCKED');
    // 10:02 WIB now: released at midnight.
    s.elapse(14 * 60 * MINUTE_MS - 2 * MINUTE_MS - 1);
    s.refused('getOtp', { phone_no: PHONE, usage_id: 'RESET_PIN', channel: 'SMS' }, 'OTP_LOCKED');
    s.elapse(1);
    send(s);
    expect(verify(s, '666666').code).toBe(CODES.OTP_WRONG.code);
  });

  it('does not lock when the 5 wrong codes are spread over more than 30 minutes', () => {
    const s = bankDriver().session();
    send(s);
    verify(s, '111111');
    verify(s, '222222');
    s.elapse(31 * MINUTE_MS);
    send(s);
    verify(s, '333333');
    verify(s, '444444');
    expect(verify(s, '555555').code).toBe(CODES.OTP_ATTEMPTS_USED.code);
  });

  it('[otp.limit-exceeded] asks for a captcha from the 4th code, and refuses the 6th until tomorrow', () => {
    const s = bankDriver().session();
    for (let i = 0; i < 3; i++) {
      const sent = send(s);
      expect(sent.captcha_required).toBe(i === 2 ? 'Y' : 'N');
      s.elapse(MINUTE_MS);
    }
    const asked = s.refused(
      'getOtp',
      { phone_no: PHONE, usage_id: 'RESET_PIN', channel: 'SMS' },
      'CAPTCHA_REQUIRED',
    );
    expect(failure(asked.raw).captchaRequired).toBe('Y');
    // An unverified captcha does not do.
    const { key } = s.ok('getCaptcha', {});
    s.refused(
      'getOtp',
      { phone_no: PHONE, usage_id: 'RESET_PIN', channel: 'SMS', captcha_key: key },
      'CAPTCHA_REQUIRED',
    );
    expect(send(s, { captcha_key: solveCaptcha(s) }).sends_left).toBe('1');
    s.elapse(MINUTE_MS);
    expect(send(s, { captcha_key: solveCaptcha(s) }).sends_left).toBe('0');
    s.elapse(MINUTE_MS);
    const limit = s.refused(
      'getOtp',
      { phone_no: PHONE, usage_id: 'RESET_PIN', channel: 'SMS', captcha_key: solveCaptcha(s) },
      'OTP_SEND_LIMIT',
    );
    expect(limit.envelope.ret_msg).toContain('besok');
    expect(failure(limit.raw).lockedUntil).toBe('20261122000000');
    s.elapse(14 * 60 * MINUTE_MS);
    expect(send(s).sends_left).toBe('4');
  });

  it('refuses a code for another purpose or number as not requested', () => {
    const s = bankDriver().session();
    send(s);
    s.refused(
      'verifyOtp',
      { phone_no: PHONE, usage_id: 'OTHER', phone_check_num: OTP_MAGIC.right },
      'OTP_NOT_REQUESTED',
    );
    s.refused(
      'verifyOtp',
      { phone_no: '81111111111', usage_id: 'RESET_PIN', phone_check_num: OTP_MAGIC.right },
      'OTP_NOT_REQUESTED',
    );
  });

  it('refuses bad input with 400 and the rule text', () => {
    const s = bankDriver().session();
    const bad = s.refused(
      'getOtp',
      { phone_no: '081234567890', usage_id: 'X', channel: 'SMS' },
      'BAD_REQUEST',
    );
    expect(bad.status).toBe(400);
    expect(bad.envelope.ret_msg).toBe(RULE_MESSAGES.mobile.id);
    s.refused('getOtp', { phone_no: PHONE, usage_id: 'X', channel: 'EMAIL' }, 'BAD_REQUEST');
    s.refused('getOtp', { phone_no: PHONE, channel: 'SMS' }, 'BAD_REQUEST');
    s.refused('getOtp', { phone_no: PHONE, usage_id: 'x'.repeat(33), channel: 'SMS' }, 'BAD_REQUEST');
    s.refused('verifyOtp', { phone_no: PHONE, usage_id: 'X', phone_check_num: '12345' }, 'BAD_REQUEST');
    s.refused('verifyOtp', { phone_no: PHONE, usage_id: 'X', phone_check_num: 123456 }, 'BAD_REQUEST');
    s.refused('getUaOtp', { usage_id: 'X' }, 'BAD_REQUEST');
    s.refused('verifyUaOtp', { usage_id: 'X', phone_check_num: 'abcdef' }, 'BAD_REQUEST');
    expect(s.state().security.otp.phone.sendsToday).toBe(0);
  });
});

describe('query/otp: the live code as a screen opened later shows it', () => {
  const status = (s: SessionDriver, usage = 'RESET_PIN') =>
    s.ok('queryOtp', { phone_no: PHONE, usage_id: usage });

  it('[otp.resend-countdown] no code yet; then the live code with its channel, tries and countdown', () => {
    const s = bankDriver().session();
    expect(status(s)).toEqual({
      live: 'N',
      phone_no: '81*****7890',
      usage_id: 'RESET_PIN',
      countdown: '0',
      attempts_left: '0',
      failed_attempts: '0',
      sends_left: '5',
    });
    send(s, { channel: 'SMS' });
    s.elapse(25 * SECOND);
    expect(status(s)).toEqual({
      live: 'Y',
      channel: 'SMS',
      phone_no: '81*****7890',
      usage_id: 'RESET_PIN',
      countdown: '35',
      expire_time: '20261121100500',
      attempts_left: '3',
      failed_attempts: '0',
      sends_left: '4',
    });
    // Another purpose has no live code, but the countdown is the number's.
    expect(status(s, 'LOGIN')).toMatchObject({ live: 'N', countdown: '35' });
    expect(s.state().security.otp.phone.sendsToday).toBe(1);
  });

  it('[otp.two-attempts-left] [otp.one-attempt-left] repeats a wrong entry with the tries left', () => {
    const s = bankDriver().session();
    send(s);
    verify(s, '111111');
    expect(status(s)).toMatchObject({
      live: 'Y',
      attempts_left: '2',
      failed_attempts: '1',
      last_code: CODES.OTP_WRONG.code,
    });
    verify(s, '222222');
    expect(status(s)).toMatchObject({ attempts_left: '1', last_code: CODES.OTP_WRONG.code });
    // The third wrong entry voids the code: nothing live to show.
    verify(s, '333333');
    expect(status(s)).toMatchObject({ live: 'N', attempts_left: '0', failed_attempts: '3' });
    expect(status(s).last_code).toBeUndefined();
  });

  it('[otp.system-error] repeats a system error with the minutes left; the code is not spent', () => {
    const s = bankDriver().session();
    send(s);
    verify(s, OTP_MAGIC.systemError);
    s.elapse(90 * SECOND);
    expect(status(s)).toMatchObject({
      live: 'Y',
      attempts_left: '3',
      last_code: CODES.OTP_SYSTEM_ERROR.code,
      retry_after_minutes: '4',
    });
    expect(verify(s, OTP_MAGIC.right).code).toBe('0000');
    expect(status(s).live).toBe('N');
  });

  it('[otp.locked-80430223] a lock is refused as on every OTP call; an expired code is not live', () => {
    const s = bankDriver().session();
    send(s);
    s.elapse(5 * MINUTE_MS);
    expect(status(s)).toMatchObject({ live: 'N', countdown: '0' });
    send(s);
    for (const code of ['111111', '222222', '333333']) verify(s, code);
    s.elapse(MINUTE_MS);
    send(s);
    verify(s, '444444');
    verify(s, '555555');
    s.refused('queryOtp', { phone_no: PHONE, usage_id: 'RESET_PIN' }, 'OTP_LOCKED');
  });
});

describe('account phone OTP (uaotp)', () => {
  it('sends to the registered phone and answers a session for it', () => {
    const s = bankDriver().session();
    const phone = s.state().customer.phone;
    const sent = s.ok('getUaOtp', { usage_id: 'LOGIN', channel: 'SMS' });
    expect(sent.phone_no).toBe(phone.slice(0, 2) + '*'.repeat(phone.length - 6) + phone.slice(-4));
    s.refused('verifyUaOtp', { usage_id: 'LOGIN', phone_check_num: '121212' }, 'OTP_WRONG');
    const verified = s.ok('verifyUaOtp', { usage_id: 'LOGIN', phone_check_num: OTP_MAGIC.right });
    const session = s.state().security.sessions.find((s) => s.token === verified.session);
    expect(session).toMatchObject({ kind: 'uaotp', subject: phone, used: false });
  });
});
