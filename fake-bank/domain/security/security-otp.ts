import { CODES } from '../../../contracts';
import type { OtpTrack } from '../../model/security';
import { BankError, type BankContext, type HandlerMap } from '../../kernel/handler';
import { CAPTCHA_ALPHABET, glyphPath } from './captcha-glyphs';
import { maskMobile } from '../common/masking';
import { toBase64 } from './security-crypto';
import { deriveToken, issueSession, nextMidnight, sec, today } from './security-session';
import { MINUTE_MS, isoToMs, toTimestamp, toWibIso } from '../../../contracts/dates';

/**
 * One-time codes (spec sections 4 and 8), for phone (get/otp, get/uaotp) and email. Magic codes, as payment
 * sandboxes have them: 123456 is right, 000000 is expired, 999999 is a system error; any other 6 digits
 * are wrong.
 */
export const OTP_MAGIC = { right: '123456', expired: '000000', systemError: '999999' } as const;

export const OTP_RULES = {
  /** A code works for 5 minutes. */
  ttlMs: 5 * MINUTE_MS,
  /** A new code may be asked for 60 s after the last one. */
  resendSeconds: 60,
  /** Tries per code: wrong answers say 2, then 1 left; the third voids the code. */
  attemptsPerCode: 3,
  /** Codes per day per destination kind; the next one tomorrow (00:00 WIB). */
  sendsPerDay: 5,
  /** From the 4th code of the day, a verified captcha is required (phone and email codes). */
  captchaAfterSends: 3,
  /** 5 wrong codes in 30 minutes lock OTP until 00:00 WIB (80430223). */
  lockFailures: 5,
  lockWindowMs: 30 * MINUTE_MS,
  systemErrorRetryMinutes: 5,
  captchaTtlMs: 5 * MINUTE_MS,
} as const;

export type TrackName = 'phone' | 'email';

/** Start a new business day, release a lock of an earlier day, forget failures outside the window. */
function refresh(ctx: BankContext, track: OtpTrack): void {
  const day = today(ctx);
  if (track.day !== day) {
    track.day = day;
    track.sendsToday = 0;
  }
  if (track.lockedDay && track.lockedDay !== day) {
    track.lockedDay = '';
    track.failures = [];
  }
  track.failures = track.failures.filter((at) => ctx.now - isoToMs(at) < OTP_RULES.lockWindowMs);
}

function refuseIfLocked(ctx: BankContext, track: OtpTrack): void {
  if (track.lockedDay === today(ctx)) {
    ctx.note('otp-locked-until-midnight');
    throw new BankError('OTP_LOCKED', {
      lockedUntil: toTimestamp(nextMidnight(ctx)),
      failedAttempts: String(OTP_RULES.lockFailures),
      attemptsLeft: '0',
    });
  }
}

interface SendRequest {
  subject: string;
  usage: string;
  channel: 'WHATSAPP' | 'SMS' | 'EMAIL';
  captchaKey?: string | undefined;
}

export function sendCode(ctx: BankContext, name: TrackName, request: SendRequest) {
  const track = sec(ctx).otp[name];
  refresh(ctx, track);
  refuseIfLocked(ctx, track);
  if (track.sendsToday >= OTP_RULES.sendsPerDay) {
    ctx.note('otp-send-limit');
    throw new BankError('OTP_SEND_LIMIT', { lockedUntil: toTimestamp(nextMidnight(ctx)) });
  }
  if (track.lastSentAt) {
    const elapsed = ctx.now - isoToMs(track.lastSentAt);
    if (elapsed < OTP_RULES.resendSeconds * 1000) {
      ctx.note('otp-resend-countdown');
      throw new BankError('OTP_RESEND_TOO_SOON', {
        secondsLeft: String(Math.ceil((OTP_RULES.resendSeconds * 1000 - elapsed) / 1000)),
      });
    }
  }
  // Phone and email codes alike (decision 0035): the contact changes send both.
  if (track.sendsToday >= OTP_RULES.captchaAfterSends) takeCaptcha(ctx, request.captchaKey);
  track.current = {
    subject: request.subject,
    usage: request.usage,
    channel: request.channel,
    sentAt: toWibIso(ctx.now),
    expiresAt: toWibIso(ctx.now + OTP_RULES.ttlMs),
    attemptsLeft: OTP_RULES.attemptsPerCode,
  };
  track.lastSentAt = toWibIso(ctx.now);
  track.sendsToday += 1;
  ctx.note(`otp-sent:${name}`, `otp.${name}.sendsToday=${track.sendsToday}`);
  return {
    countdown: String(OTP_RULES.resendSeconds),
    expire_time: toTimestamp(ctx.now + OTP_RULES.ttlMs),
    attempts_left: String(OTP_RULES.attemptsPerCode),
    sends_left: String(OTP_RULES.sendsPerDay - track.sendsToday),
    captcha_required: track.sendsToday >= OTP_RULES.captchaAfterSends ? ('Y' as const) : ('N' as const),
  };
}

export function checkCode(ctx: BankContext, name: TrackName, subject: string, usage: string, code: string) {
  const track = sec(ctx).otp[name];
  refresh(ctx, track);
  refuseIfLocked(ctx, track);
  const current = track.current;
  const mine = !!current && current.subject === subject && current.usage === usage;
  if (code === OTP_MAGIC.systemError) {
    // The code is not spent; a screen opened later still says so (query/otp).
    if (mine) current.lastCheck = { code: 'OTP_SYSTEM_ERROR', at: toWibIso(ctx.now) };
    ctx.note('otp-magic-system-error');
    throw new BankError('OTP_SYSTEM_ERROR', { retryAfterMinutes: String(OTP_RULES.systemErrorRetryMinutes) });
  }
  if (!current || !mine) {
    ctx.note('otp-not-requested');
    throw new BankError('OTP_NOT_REQUESTED');
  }
  if (code === OTP_MAGIC.expired || isoToMs(current.expiresAt) <= ctx.now) {
    track.current = null;
    ctx.note('otp-expired', `otp.${name}.current=null`);
    throw new BankError('OTP_EXPIRED');
  }
  if (code === OTP_MAGIC.right) {
    track.current = null;
    return;
  }
  track.failures = [...track.failures, toWibIso(ctx.now)];
  current.attemptsLeft -= 1;
  current.lastCheck = { code: 'OTP_WRONG', at: toWibIso(ctx.now) };
  const failedAttempts = String(track.failures.length);
  if (track.failures.length >= OTP_RULES.lockFailures) {
    track.lockedDay = today(ctx);
    track.current = null;
    ctx.note('otp-locked-5-in-30-minutes', `otp.${name}.lockedDay=${track.lockedDay}`);
    throw new BankError('OTP_LOCKED', {
      lockedUntil: toTimestamp(nextMidnight(ctx)),
      failedAttempts,
      attemptsLeft: '0',
    });
  }
  if (current.attemptsLeft <= 0) {
    track.current = null;
    ctx.note('otp-attempts-used', `otp.${name}.current=null`);
    throw new BankError('OTP_ATTEMPTS_USED', { attemptsLeft: '0', failedAttempts });
  }
  ctx.note('otp-wrong', `otp.${name}.attemptsLeft=${current.attemptsLeft}`);
  throw new BankError('OTP_WRONG', { attemptsLeft: String(current.attemptsLeft), failedAttempts });
}

/**
 * The code last sent to `subject` for `usage`, as a screen opened later shows it (query/otp): where it went,
 * the tries it has left and what its last entry was answered, the resend countdown. A lock is refused.
 */
export function codeStatus(ctx: BankContext, name: TrackName, subject: string, usage: string) {
  const track = sec(ctx).otp[name];
  refresh(ctx, track);
  refuseIfLocked(ctx, track);
  const current = track.current;
  const live =
    current && current.subject === subject && current.usage === usage && isoToMs(current.expiresAt) > ctx.now
      ? current
      : null;
  const sinceSent = track.lastSentAt ? ctx.now - isoToMs(track.lastSentAt) : Infinity;
  const countdown = Math.max(0, Math.ceil((OTP_RULES.resendSeconds * 1000 - sinceSent) / 1000));
  const check = live?.lastCheck;
  const retryMs = check ? isoToMs(check.at) + OTP_RULES.systemErrorRetryMinutes * MINUTE_MS - ctx.now : 0;
  // A system error is news only while its wait lasts.
  const lastCode = check && (check.code === 'OTP_WRONG' || retryMs > 0) ? check.code : null;
  ctx.note(live ? 'otp-status-live' : 'otp-status-none');
  return {
    live: live ? ('Y' as const) : ('N' as const),
    ...(live && live.channel !== 'EMAIL' ? { channel: live.channel } : {}),
    ...(live ? { expire_time: toTimestamp(isoToMs(live.expiresAt)) } : {}),
    countdown: String(countdown),
    attempts_left: String(live?.attemptsLeft ?? 0),
    failed_attempts: String(track.failures.length),
    sends_left: String(Math.max(0, OTP_RULES.sendsPerDay - track.sendsToday)),
    ...(lastCode ? { last_code: CODES[lastCode].code } : {}),
    ...(lastCode === 'OTP_SYSTEM_ERROR'
      ? { retry_after_minutes: String(Math.max(1, Math.ceil(retryMs / MINUTE_MS))) }
      : {}),
  };
}

/* Captcha ------------------------------------------------------------------------------------------ */

function takeCaptcha(ctx: BankContext, key: string | undefined): void {
  const captcha = sec(ctx).captcha;
  if (!key || !captcha || captcha.key !== key || !captcha.verified || isoToMs(captcha.expiresAt) <= ctx.now) {
    ctx.note('otp-captcha-required');
    throw new BankError('CAPTCHA_REQUIRED', { captchaRequired: 'Y' });
  }
  sec(ctx).captcha = null;
}

/** A small SVG showing the code, with a little deterministic noise. */
function captchaSvg(code: string, noise: string): string {
  const n = (i: number) => parseInt(noise[i % noise.length]!, 16);
  const lines = [0, 4, 8]
    .map(
      (i) =>
        `<line x1="${n(i) * 7}" y1="${n(i + 1) * 2 + 5}" x2="${120 - n(i + 2) * 7}" y2="${n(i + 3) * 2 + 5}" stroke="#9aa5b1" stroke-width="1"/>`,
    )
    .join('');
  // Strokes, not <text>: the answer is not in the picture's source (captcha-glyphs.ts).
  const letters = [...code]
    .map(
      (char, i) =>
        `<path transform="rotate(${n(i + 12) - 7} ${24 + i * 26} 20)" d="${glyphPath(char, 16 + i * 26, 8, 3.5, 4, (k) => n(i * 7 + k))}"/>`,
    )
    .join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40" role="img">' +
    '<title>captcha</title><rect width="120" height="40" fill="#f2f4f7"/>' +
    lines +
    `<g fill="none" stroke="#1f2933" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round">${letters}</g></svg>`
  );
}

export const otpHandlers: HandlerMap = {
  getCaptcha: (_request, ctx) => {
    const key = deriveToken(ctx, 'captcha-key');
    const noise = deriveToken(ctx, 'captcha-code', 24);
    const code = [0, 2, 4, 6]
      .map((i) => CAPTCHA_ALPHABET[parseInt(noise.slice(i, i + 2), 16) % CAPTCHA_ALPHABET.length])
      .join('');
    sec(ctx).captcha = { key, code, expiresAt: toWibIso(ctx.now + OTP_RULES.captchaTtlMs), verified: false };
    ctx.note('captcha-issued', 'security.captcha');
    return { image: `data:image/svg+xml;base64,${toBase64(captchaSvg(code, noise.slice(8)))}`, key };
  },

  verifyCaptcha: (request, ctx) => {
    const captcha = sec(ctx).captcha;
    if (!captcha || captcha.key !== request.key || isoToMs(captcha.expiresAt) <= ctx.now) {
      ctx.note('captcha-expired');
      throw new BankError('CAPTCHA_EXPIRED');
    }
    if (request.code.toUpperCase() !== captcha.code) {
      sec(ctx).captcha = null;
      ctx.note('captcha-wrong', 'security.captcha=null');
      throw new BankError('CAPTCHA_WRONG');
    }
    captcha.verified = true;
    ctx.note('captcha-verified', 'security.captcha.verified=true');
    return { key: captcha.key, verified: 'Y' };
  },

  getOtp: (request, ctx) => {
    const sent = sendCode(ctx, 'phone', {
      subject: request.phone_no,
      usage: request.usage_id,
      channel: request.channel,
      captchaKey: request.captcha_key,
    });
    return {
      channel: request.channel,
      phone_no: maskMobile(request.phone_no),
      usage_id: request.usage_id,
      ...sent,
    };
  },

  queryOtp: (request, ctx) => ({
    phone_no: maskMobile(request.phone_no),
    usage_id: request.usage_id,
    ...codeStatus(ctx, 'phone', request.phone_no, request.usage_id),
  }),

  verifyOtp: (request, ctx) => {
    checkCode(ctx, 'phone', request.phone_no, request.usage_id, request.phone_check_num);
    const session = issueSession(ctx, 'otp', request.phone_no, request.usage_id);
    ctx.note('otp-verified', 'security.sessions+1');
    return { session: session.token, expire_time: toTimestamp(isoToMs(session.expiresAt)) };
  },

  getUaOtp: (request, ctx) => {
    const phone = ctx.state.customer.phone;
    const sent = sendCode(ctx, 'phone', {
      subject: phone,
      usage: request.usage_id,
      channel: request.channel,
      captchaKey: request.captcha_key,
    });
    return { channel: request.channel, phone_no: maskMobile(phone), usage_id: request.usage_id, ...sent };
  },

  verifyUaOtp: (request, ctx) => {
    const phone = ctx.state.customer.phone;
    checkCode(ctx, 'phone', phone, request.usage_id, request.phone_check_num);
    const session = issueSession(ctx, 'uaotp', phone, request.usage_id);
    ctx.note('uaotp-verified', 'security.sessions+1');
    return { session: session.token, expire_time: toTimestamp(isoToMs(session.expiresAt)) };
  },
};
