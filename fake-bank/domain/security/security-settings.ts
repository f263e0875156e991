import { BankError, type HandlerMap } from '../../kernel/handler';
import { maskEmail, maskMobile } from '../common/masking';
import { checkCode, sendCode } from './security-otp';
import { emailTakenByOtherPhone, issueSession, liveSession } from './security-session';
import { ruleIssue, yn } from '../common/answer-parts';
import { MINUTE_MS, isoToMs, toTimestamp } from '../../../contracts/dates';

/** Email codes (bizType 4001001 verify the email, 4001002 change to it) and the contact change itself. */
export const settingsHandlers: HandlerMap = {
  getEmailOtp: (request, ctx) => {
    const email = request.email.toLowerCase();
    if (emailTakenByOtherPhone(ctx, email)) {
      ctx.note('email-registered-other-phone');
      throw new BankError('EMAIL_REGISTERED_OTHER_PHONE');
    }
    if (request.bizType === '4001002' && email === ctx.state.customer.email.toLowerCase()) {
      ctx.note('contact-unchanged');
      throw new BankError('CONTACT_UNCHANGED');
    }
    const sent = sendCode(ctx, 'email', {
      subject: email,
      usage: request.bizType,
      channel: 'EMAIL',
      captchaKey: request.captcha_key,
    });
    return {
      email: maskEmail(email),
      bizType: request.bizType,
      countdown: sent.countdown,
      expire_time: sent.expire_time,
      attempts_left: sent.attempts_left,
      sends_left: sent.sends_left,
    };
  },

  verifyEmailOtp: (request, ctx) => {
    const email = request.email.toLowerCase();
    checkCode(ctx, 'email', email, request.bizType, request.otp);
    const profile = ctx.state.customer;
    let change = 'security.sessions+1';
    if (request.bizType === '4001001' && email === profile.email.toLowerCase() && !profile.emailVerified) {
      profile.emailVerified = true;
      change += '; customer.emailVerified=true';
    }
    const session = issueSession(ctx, 'email', email, request.bizType);
    ctx.note('email-otp-verified', change);
    return { session: session.token, expire_time: toTimestamp(isoToMs(session.expiresAt)) };
  },

  getEmailToken: (request, ctx) => {
    const session = issueSession(
      ctx,
      'emailToken',
      request.email.toLowerCase(),
      request.tplId,
      30 * MINUTE_MS,
    );
    ctx.note('email-token', 'security.sessions+1');
    return {
      token: session.token,
      tplId: request.tplId,
      expire_time: toTimestamp(isoToMs(session.expiresAt)),
    };
  },

  changeUserInfo: (request, ctx) => {
    const profile = ctx.state.customer;
    const newEmail = request.newEmail?.toLowerCase();
    const newPhone = request.newPhoneNo;
    if (newEmail && emailTakenByOtherPhone(ctx, newEmail)) {
      ctx.note('email-registered-other-phone');
      throw new BankError('EMAIL_REGISTERED_OTHER_PHONE');
    }
    if (newEmail && newEmail === profile.email.toLowerCase()) {
      ctx.note('contact-unchanged');
      throw new BankError('CONTACT_UNCHANGED');
    }
    // Section 5: the new mobile cannot be the customer's own number (the form's rule, the same words).
    if (newPhone && newPhone === profile.phone) {
      ctx.note('mobile-own-number');
      throw new BankError('BAD_REQUEST', ruleIssue('newPhoneNo', 'mobileOwn', ctx.lang));
    }
    const proof = newEmail
      ? liveSession(ctx, request.session, ['email'], newEmail)
      : liveSession(ctx, request.session, ['otp'], newPhone);
    proof.used = true;
    const changes: string[] = [];
    if (newEmail) {
      profile.email = newEmail;
      profile.emailVerified = true;
      changes.push(`profile.email=${newEmail}`);
    }
    if (newPhone) {
      profile.phone = newPhone;
      changes.push(`profile.phone=${newPhone}`);
    }
    ctx.note('change-user-info', changes.join('; '));
    return {
      email: profile.email,
      phoneNo: maskMobile(profile.phone),
      emailVerified: yn(profile.emailVerified),
      updateTime: toTimestamp(ctx.now),
    };
  },
};
