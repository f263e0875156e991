import type { BankState } from '../../scenarios';
import type { HandlerMap } from '../core/handler';
import { maskMobile, maskName } from './masking';

const yn = (flag: boolean) => (flag ? 'Y' : 'N');

function passwordStatus(state: BankState) {
  return state.customer.passwordSet ? '1' : '0';
}

export const accountHandlers: HandlerMap = {
  queryStatus: (_request, { state }) => ({
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
    mpcStatus: 'A',
    emailStatus: state.customer.emailVerified ? '1' : '0',
    email: state.customer.email,
    payLaterStatus: state.paylater.status,
  }),

  queryAccountStatus: (_request, { state }) => ({
    RISK_CODE: state.paylater.riskCode,
    OPEN_ACCT_CASE_NO: state.paylater.openAcctCaseNo,
    APP_NO: state.paylater.appNo,
    WHITE_LIST: yn(state.paylater.whitelisted),
    OPEN_STATUS: state.paylater.status,
    PHONE_NO: maskMobile(state.customer.phone),
    PASSWORD_STATUS: passwordStatus(state),
    VERIFY_PASSWORD: 'N',
    ECIF_NO: state.customer.ecifNo,
    EMAIL_STATUS: state.customer.emailVerified ? '1' : '0',
  }),

  preCheck: (_request, { state, session }) => {
    const { customer, paylater } = state;
    const points = Number(state.points);
    return {
      tncRequired: 'Y',
      riskCode: paylater.riskCode,
      mbrLevelName: points >= 5_000_000 ? 'Premium' : points >= 2_000_000 ? 'Advanced' : 'Starter',
      point: state.points,
      customerExtInfo: {},
      appNo: paylater.appNo,
      customerId: customer.userId,
      csrfToken: session.csrfToken ?? '',
      typeCode: 'PAYLATER',
      openAcctCaseNo: paylater.openAcctCaseNo,
      mpcStatus: 'A',
      balanceAmt: state.balance,
      withoutUaAndMpc: 'N',
      passwordStatus: passwordStatus(state),
      email: customer.email,
      mpcUid: customer.mpcUid,
      mbrLevelId: points >= 5_000_000 ? '3' : points >= 2_000_000 ? '2' : '1',
      whiteList: yn(paylater.whitelisted),
      payLaterStatus: paylater.status,
      cncOpenStatus: paylater.status,
      mpcLevel: customer.mpcLevel,
      preCreditLimit: paylater.preCreditLimit,
      emailStatus: customer.emailVerified ? '1' : '0',
      phone: maskMobile(customer.phone),
      name: maskName(customer.name),
      accumEnd: points >= 5_000_000 ? '0' : points >= 2_000_000 ? '4999999' : '1999999',
      otpRequired: 'Y',
      limitUpChannel: '',
      emailVerifyRequired: customer.emailVerified ? 'N' : 'Y',
    };
  },

  checkWhitelist: (_request, ctx) => {
    ctx.note(ctx.state.paylater.whitelisted ? 'whitelisted' : 'not-whitelisted');
    return { whitelistFlag: yn(ctx.state.paylater.whitelisted) };
  },

  queryMemberInfo: (_request, { state }) => ({
    passwordStatus: passwordStatus(state),
    appId: '50002LPT01',
    idType: 'KTP',
    mpcLevel: state.customer.mpcLevel,
    name: state.customer.name,
    mpcCreateTime: state.customer.createdAt,
    email: state.customer.email,
    phoneNo: state.customer.phone,
    emailVerified: yn(state.customer.emailVerified),
    mpcUid: state.customer.mpcUid,
    mpcStatus: 'A',
    gender: state.customer.gender,
    idNo: state.customer.nik,
    userId: state.customer.userId,
    userName: state.customer.name,
    dateOfBirth: state.customer.dateOfBirth,
  }),

  saveNotifyRequest: (_request, ctx) => {
    const already = ctx.state.paylater.notifyRequested;
    ctx.state.paylater.notifyRequested = true;
    ctx.note('notify-request', already ? 'none' : 'notifyRequested=true');
    return { subscribed: 'Y' };
  },
};
