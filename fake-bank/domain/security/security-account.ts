import { CODES, type CodeName, type Lang } from '../../../contracts';
import { PRIME_ANNUAL_INTEREST_RATE, type UpgradeRefusalData } from '../../../contracts/entities/upgrade';
import { findAddress } from '../../model/onboarding-cities';
import { BankError, type BankContext, type HandlerMap } from '../../kernel/handler';
import { maskEmail, maskMobile, maskName } from '../common/masking';
import { mpcStatusOf } from '../common/customer-standing';
import { toTimestamp } from '../../kernel/clock';
import { storeNewLoginPassword } from './security-password';
import { deriveDigits, emailTakenByOtherPhone, issueSession, liveSession, sec } from './security-session';
import { yn } from '../common/answer-parts';
import { isoToMs, toWibIso } from '../../../contracts/dates';

/**
 * Wallet upgrades and registration. Magic values of the Allo Prime upgrade (documented in the README):
 * postCode 99999 answers "data validation failed, try later", postCode 00000 "unsuccessful". A customer
 * with a risk code other than '0' is refused as unsuccessful (bank criteria); while
 * wallet.upgradeValidationDownUntil is ahead of the clock, validation fails (try later). The Prime data is
 * the PRIME_INPUT step of the onboarding flow: once accepted, that step may be completed.
 */
export const UPGRADE_MAGIC = { validationFailedPostCode: '99999', unsuccessfulPostCode: '00000' } as const;
/** Magic turing token: rejected as a bot. */
export const TURING_REJECT_TOKEN = 'turing-reject';
const APP_ID = '50002LPT01';

/** A refusal that concerns one field of the form: the code's text under that field. */
function fieldRefusal(codeName: CodeName, path: string, lang: Lang, extra: object = {}): BankError {
  return new BankError(codeName, { ...extra, issues: [{ path, message: CODES[codeName][lang] }] });
}

/**
 * The Prime data rule the contract cannot hold (its choices are the contract's, codes of the option lists):
 * the address is one path of the city lookup with its postal code.
 */
function checkPrimeData(ctx: BankContext, request: Record<string, string | undefined>): void {
  const magic = Object.values(UPGRADE_MAGIC) as string[];
  // The magic postal codes stand for the bank's own verdict, given after this check: no lookup for them.
  if (magic.includes(request.postCode ?? '')) return;
  const place = findAddress(
    request.province ?? '',
    request.city ?? '',
    request.distriCindy ?? '',
    request.subDistriCindy ?? '',
  );
  if (!place) {
    ctx.note('upgrade-address-unknown');
    throw fieldRefusal('ONB_ADDRESS_UNKNOWN', 'province', ctx.lang);
  }
  if (place.postalCode !== request.postCode) {
    ctx.note('upgrade-postal-code-mismatch');
    throw fieldRefusal('ONB_POSTAL_CODE_MISMATCH', 'postCode', ctx.lang, { postalCode: place.postalCode });
  }
}

export const upgradeHandlers: HandlerMap = {
  upgradeHighAccount: (request, ctx) => {
    const state = sec(ctx);
    if (!ctx.state.customer.registered || ctx.state.customer.mpcLevel === '3') {
      ctx.note('upgrade-not-available');
      throw new BankError('UPGRADE_NOT_AVAILABLE', { mpcLevel: ctx.state.customer.mpcLevel });
    }
    checkPrimeData(ctx, request);
    if (request.postCode === UPGRADE_MAGIC.validationFailedPostCode) {
      ctx.note('upgrade-magic-validation-failed');
      throw new BankError('UPGRADE_VALIDATION_FAILED');
    }
    // The bank's data validation is out for a while (a scenario sets it): "try later" means until then.
    const downUntil = ctx.state.wallet.upgradeValidationDownUntil;
    if (downUntil && ctx.now < isoToMs(downUntil)) {
      ctx.note('upgrade-validation-down');
      const data: UpgradeRefusalData = { retryAfter: toTimestamp(isoToMs(downUntil)) };
      throw new BankError('UPGRADE_VALIDATION_FAILED', data);
    }
    if (request.postCode === UPGRADE_MAGIC.unsuccessfulPostCode || ctx.state.paylater.riskCode !== '0') {
      ctx.note('upgrade-unsuccessful');
      throw new BankError('UPGRADE_UNSUCCESSFUL');
    }
    const acctNo = '0567' + deriveDigits(ctx, 'prime-acct', 10);
    state.prime = { acctNo, upgradedAt: toWibIso(ctx.now) };
    ctx.state.customer.mpcLevel = '3';
    // The wallet's money now sits in the savings account Prime opened (mpc_balance answers it).
    ctx.state.wallet.savingsAcctNo = acctNo;
    ctx.note('upgrade-prime', 'customer.mpcLevel=3; security.prime; wallet.savingsAcctNo');
    return {
      status: 'S',
      mpcLevel: '3',
      acctNo,
      interestRate: PRIME_ANNUAL_INTEREST_RATE,
      upgradeTime: toTimestamp(ctx.now),
    };
  },

  upgradeMiddleAccount: (_request, ctx) => {
    const profile = ctx.state.customer;
    if (!profile.registered || profile.mpcLevel !== '1') {
      ctx.note('upgrade-not-available');
      throw new BankError('UPGRADE_NOT_AVAILABLE', { mpcLevel: profile.mpcLevel });
    }
    profile.mpcLevel = '2';
    const session = issueSession(ctx, 'upgrade', profile.phone, 'MIDDLE_ACCOUNT');
    ctx.note('upgrade-middle', 'customer.mpcLevel=2; security.sessions+1');
    return { session: session.token };
  },
};

export const registerHandlers: HandlerMap = {
  registerBaseAccount: (request, ctx) => {
    const { customer } = ctx.state;
    const profile = ctx.state.customer;
    if (request.userId !== customer.userId) {
      ctx.note('register-unknown-user');
      throw new BankError('REGISTER_ACCOUNT_NOT_FOUND');
    }
    let change = 'security.sessions+1';
    if (profile.registered) {
      if (request.phoneNo !== profile.phone) {
        ctx.note('register-phone-taken');
        throw new BankError('REGISTER_PHONE_TAKEN');
      }
    } else {
      profile.registered = true;
      profile.phone = request.phoneNo;
      profile.mpcLevel = '1';
      profile.mdcId = 'MDC' + deriveDigits(ctx, 'mdc', 10);
      change = 'customer.registered=true; customer.mpcLevel=1; ' + change;
    }
    const session = issueSession(ctx, 'register', profile.phone, 'BASE_ACCOUNT');
    ctx.note('register-base-account', change);
    return {
      mpcLevel: profile.mpcLevel,
      mpcUid: customer.mpcUid,
      phone: maskMobile(profile.phone),
      mdcId: profile.mdcId,
      session: session.token,
    };
  },

  addUserInfo: (request, ctx) => {
    if (request.session) liveSession(ctx, request.session, ['otp', 'uaotp', 'register']);
    const { customer } = ctx.state;
    const email = request.email.toLowerCase();
    // A verified identity (an ID card scanned, or a Prime account opened after video banking) is not
    // rewritten by a form: the name stays the card's, and the email changes in the settings, with a code.
    const verified = customer.mpcLevel === '3' || ctx.state.onboarding.ocr.scannedNik !== '';
    const sameName = request.name.trim().replace(/\s+/g, ' ').toLowerCase() === customer.name.toLowerCase();
    if (verified && (!sameName || email !== customer.email.toLowerCase())) {
      ctx.note('identity-verified');
      throw new BankError('REGISTER_IDENTITY_VERIFIED');
    }
    if (emailTakenByOtherPhone(ctx, email)) {
      ctx.note('email-registered-other-phone');
      throw new BankError('EMAIL_REGISTERED_OTHER_PHONE');
    }
    storeNewLoginPassword(ctx, request.password, request.factor, 'password');
    const sameEmail = email === customer.email.toLowerCase();
    // Before any scan the form may name the person otherwise: the card in their hand keeps its own name.
    if (customer.cardName === undefined && request.name !== customer.name) customer.cardName = customer.name;
    customer.name = request.name;
    customer.email = email;
    customer.emailVerified = sameEmail && customer.emailVerified;
    ctx.note('add-user-info', 'customer.name; customer.email; security.loginPassword');
    return {
      userId: customer.userId,
      name: request.name,
      email,
      emailVerified: yn(customer.emailVerified),
    };
  },

  submitTuringToken: (request, ctx) => {
    if (request.turingToken === TURING_REJECT_TOKEN) {
      ctx.note('turing-rejected');
      throw new BankError('REGISTER_TURING_REJECTED');
    }
    sec(ctx).turing = { riskLevel: 'LOW', at: toWibIso(ctx.now) };
    ctx.note('turing-passed', 'security.turing');
    return { pass: 'Y', riskLevel: 'LOW' };
  },

  accountStatus88400003: (request, ctx) => {
    const { customer, paylater } = ctx.state;
    const state = sec(ctx);
    if (request.user_id !== customer.userId || request.app_id !== APP_ID) {
      ctx.note('account-status-unknown-user');
      throw new BankError('REGISTER_ACCOUNT_NOT_FOUND');
    }
    return {
      riskCode: paylater.riskCode,
      name: maskName(ctx.state.customer.name),
      mpcUid: customer.mpcUid,
      passwordStatus: state.pin ? '1' : '0',
      preCreditLimit: paylater.preCreditLimit,
      whiteList: yn(paylater.whitelisted),
      registerRequired: yn(!ctx.state.customer.registered),
      openAcctCaseNo: paylater.openAcctCaseNo,
      phone: maskMobile(ctx.state.customer.phone),
      mpcLevel: ctx.state.customer.mpcLevel,
      mpcStatus: mpcStatusOf(ctx.state, toTimestamp(ctx.now)),
      emailStatus: ctx.state.customer.emailVerified ? '1' : '0',
      email: maskEmail(ctx.state.customer.email),
      payLaterStatus: paylater.status,
    };
  },
};
