import type { BankState } from '../../model/bank-state';
import type { HandlerMap } from '../../kernel/handler';
import { availablePoints, membershipOf } from '../loyalty/loyalty-points';
import { maskEmail, maskMobile, maskName, maskNik } from '../common/masking';
import { PAYLATER_TERMS } from '../content/content-agreed-documents';
import { reapplyOpen } from '../onboarding/onboarding-apply';
import { availableBalance } from '../funds/funds-balance';
import { mpcStatusOf } from '../common/customer-standing';
import { toTimestamp } from '../../kernel/clock';
import { yn } from '../common/answer-parts';

/**
 * The application number: the one apply/credit issued, else the one the bank already had; none once a
 * rejection's 3 months are over (the applicant may apply again).
 */
function appNoOf(state: BankState, now: number) {
  if (reapplyOpen(state, now)) return '';
  const { application } = state.onboarding;
  return application.openAcctCaseNo ? application.appNo : state.paylater.appNo;
}

/** What the Pay Later form saved, in pre_check's customerExtInfo shape. */
function customerExtInfoOf(state: BankState) {
  const info = state.onboarding.extInfo;
  if (!info) return {};
  return {
    emergencyContactName: info.emergencyContactName,
    emergencyContactMobile: maskMobile(info.emergencyContactMobile),
    acctOpenPurpose: info.acctOpenPurpose,
    address: info.address,
    rtrw: info.rtrw,
    subDistrict: info.subDistrict,
    district: info.district,
    city: info.city,
    province: info.province,
    zipCode: info.zipCode,
    companyName: info.companyName,
    companyAddress: info.companyAddress,
    companyZipCode: info.companyZipCode,
    companyPhone: info.companyPhone,
    position: info.position,
    profession: info.occupationType,
    industry: info.industry,
    sourceOfFund: info.incomeSource,
  };
}

/** mpcStatus from the state at the session's clock (a lock lifts with it); a gate of section 6. */
const mpcStatus = (state: BankState, now: number) => mpcStatusOf(state, toTimestamp(now));

function passwordStatus(state: BankState) {
  return state.security.pin ? '1' : '0';
}

export const accountHandlers: HandlerMap = {
  queryStatus: (_request, { state, now }) => ({
    riskCode: state.paylater.riskCode,
    name: maskName(state.customer.name),
    mpcUid: state.customer.mpcUid,
    passwordStatus: passwordStatus(state),
    preCreditLimit: state.paylater.preCreditLimit,
    whiteList: yn(state.paylater.whitelisted),
    registerRequired: yn(!state.customer.registered),
    openAcctCaseNo: state.paylater.openAcctCaseNo,
    phone: maskMobile(state.customer.phone),
    mpcLevel: state.customer.mpcLevel,
    mpcStatus: mpcStatus(state, now),
    emailStatus: state.customer.emailVerified ? '1' : '0',
    email: maskEmail(state.customer.email),
    payLaterStatus: state.paylater.status,
  }),

  queryAccountStatus: (_request, { state, now }) => ({
    RISK_CODE: state.paylater.riskCode,
    OPEN_ACCT_CASE_NO: state.paylater.openAcctCaseNo,
    APP_NO: appNoOf(state, now),
    WHITE_LIST: yn(state.paylater.whitelisted),
    OPEN_STATUS: state.paylater.status,
    PHONE_NO: maskMobile(state.customer.phone),
    PASSWORD_STATUS: passwordStatus(state),
    VERIFY_PASSWORD: 'N',
    ECIF_NO: state.customer.ecifNo,
    EMAIL_STATUS: state.customer.emailVerified ? '1' : '0',
  }),

  preCheck: (_request, { state, session, now }) => {
    const { customer, paylater } = state;
    const membership = membershipOf(state, now);
    return {
      // 'N' once the Pay Later terms are agreed (save/protocol): the apply screen ticks its box from it.
      tncRequired: yn(!state.onboarding.agreements.some((a) => a.tncName === PAYLATER_TERMS)),
      riskCode: paylater.riskCode,
      mbrLevelName: membership.mbrLevelName,
      point: String(availablePoints(state, now)),
      customerExtInfo: customerExtInfoOf(state),
      appNo: appNoOf(state, now),
      customerId: customer.userId,
      csrfToken: session.csrfToken ?? '',
      typeCode: 'PAYLATER',
      openAcctCaseNo: paylater.openAcctCaseNo,
      mpcStatus: mpcStatus(state, now),
      balanceAmt: String(availableBalance(state)),
      withoutUaAndMpc: 'N',
      passwordStatus: passwordStatus(state),
      email: maskEmail(customer.email),
      mpcUid: customer.mpcUid,
      mbrLevelId: membership.curMbrLevelId,
      whiteList: yn(paylater.whitelisted),
      payLaterStatus: paylater.status,
      cncOpenStatus: paylater.status,
      mpcLevel: customer.mpcLevel,
      preCreditLimit: paylater.preCreditLimit,
      emailStatus: customer.emailVerified ? '1' : '0',
      phone: maskMobile(customer.phone),
      name: maskName(customer.name),
      accumEnd: membership.accumEnd,
      otpRequired: 'Y',
      limitUpChannel: '',
      emailVerifyRequired: customer.emailVerified ? 'N' : 'Y',
    };
  },

  checkWhitelist: (_request, ctx) => {
    ctx.note(ctx.state.paylater.whitelisted ? 'whitelisted' : 'not-whitelisted');
    return { whitelistFlag: yn(ctx.state.paylater.whitelisted) };
  },

  queryMemberInfo: (_request, { state, now }) => ({
    passwordStatus: passwordStatus(state),
    appId: '50002LPT01',
    idType: 'KTP',
    mpcLevel: state.customer.mpcLevel,
    name: state.customer.name,
    mpcCreateTime: state.customer.createdAt,
    // Masked as pre_check and the personal centre mask them. The phone stays whole: the client sends it as
    // phone_no to ask for OTP codes (spec section 7); the birth date too: the landing checks the age (21 to 55).
    email: maskEmail(state.customer.email),
    phoneNo: state.customer.phone,
    emailVerified: yn(state.customer.emailVerified),
    mpcUid: state.customer.mpcUid,
    mpcStatus: mpcStatus(state, now),
    gender: state.customer.gender,
    idNo: maskNik(state.customer.nik),
    userId: state.customer.userId,
    userName: state.customer.name,
    dateOfBirth: state.customer.dateOfBirth,
    citizenship: state.customer.citizenship,
  }),

  saveNotifyRequest: (_request, ctx) => {
    const already = ctx.state.paylater.notifyRequested;
    ctx.state.paylater.notifyRequested = true;
    ctx.note('notify-request', already ? 'none' : 'notifyRequested=true');
    return { subscribed: 'Y' };
  },
};
