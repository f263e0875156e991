import { z } from 'zod/mini';
import { AmountSchema, TextSchema, YesNoSchema } from './primitives';
import { CitizenshipSchema } from '../rules/eligibility';
import { ours } from '../wire-origin';

/** Wallet tier: 1 Allo Pay (unregistered), 2 Allo Pay+ (middle), 3 Allo Prime (high). */
export const MpcLevelSchema = z.enum(['1', '2', '3']);

/** Account status, camel-case shape (spec section 3). */
export const AccountStatusSchema = z.object({
  riskCode: TextSchema,
  name: TextSchema,
  mpcUid: TextSchema,
  passwordStatus: TextSchema,
  preCreditLimit: AmountSchema,
  whiteList: YesNoSchema,
  registerRequired: YesNoSchema,
  openAcctCaseNo: TextSchema,
  phone: TextSchema,
  mpcLevel: MpcLevelSchema,
  mpcStatus: TextSchema,
  emailStatus: TextSchema,
  email: TextSchema,
  payLaterStatus: TextSchema,
});
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

/** Account status, upper-case shape (spec section 3, "another shape"). */
export const AccountStatusUpperSchema = z.object({
  RISK_CODE: TextSchema,
  OPEN_ACCT_CASE_NO: TextSchema,
  APP_NO: TextSchema,
  WHITE_LIST: YesNoSchema,
  OPEN_STATUS: TextSchema,
  PHONE_NO: TextSchema,
  PASSWORD_STATUS: TextSchema,
  VERIFY_PASSWORD: TextSchema,
  ECIF_NO: TextSchema,
  EMAIL_STATUS: TextSchema,
});
export type AccountStatusUpper = z.infer<typeof AccountStatusUpperSchema>;

export const CustomerExtInfoSchema = z.object({
  emergencyContactName: TextSchema,
  emergencyContactMobile: TextSchema,
  acctOpenPurpose: TextSchema,
  address: TextSchema,
  rtrw: TextSchema,
  subDistrict: TextSchema,
  district: TextSchema,
  city: TextSchema,
  province: TextSchema,
  zipCode: TextSchema,
  companyName: TextSchema,
  companyAddress: TextSchema,
  companyCity: TextSchema,
  companyZipCode: TextSchema,
  companyPhone: TextSchema,
  position: TextSchema,
  profession: TextSchema,
  industry: TextSchema,
  sourceOfFund: TextSchema,
});
export type CustomerExtInfo = z.infer<typeof CustomerExtInfoSchema>;

export const PreCheckSchema = z.object({
  tncRequired: YesNoSchema,
  riskCode: TextSchema,
  mbrLevelName: TextSchema,
  point: AmountSchema,
  customerExtInfo: z.partial(CustomerExtInfoSchema),
  appNo: TextSchema,
  customerId: TextSchema,
  csrfToken: TextSchema,
  typeCode: TextSchema,
  openAcctCaseNo: TextSchema,
  mpcStatus: TextSchema,
  balanceAmt: AmountSchema,
  withoutUaAndMpc: YesNoSchema,
  passwordStatus: TextSchema,
  email: TextSchema,
  mpcUid: TextSchema,
  mbrLevelId: TextSchema,
  whiteList: YesNoSchema,
  payLaterStatus: TextSchema,
  cncOpenStatus: TextSchema,
  mpcLevel: MpcLevelSchema,
  preCreditLimit: AmountSchema,
  emailStatus: TextSchema,
  phone: TextSchema,
  name: TextSchema,
  accumEnd: AmountSchema,
  otpRequired: YesNoSchema,
  limitUpChannel: TextSchema,
  emailVerifyRequired: YesNoSchema,
});
export type PreCheck = z.infer<typeof PreCheckSchema>;

export const MemberInfoSchema = z.object({
  passwordStatus: TextSchema,
  appId: TextSchema,
  idType: TextSchema,
  mpcLevel: MpcLevelSchema,
  name: TextSchema,
  mpcCreateTime: TextSchema,
  email: TextSchema,
  phoneNo: TextSchema,
  emailVerified: YesNoSchema,
  mpcUid: TextSchema,
  mpcStatus: TextSchema,
  gender: z.enum(['M', 'F']),
  idNo: TextSchema,
  userId: TextSchema,
  userName: TextSchema,
  dateOfBirth: TextSchema,
  /** WNI Indonesian or WNA foreign citizen, as on the e-KTP (ours: without it the bank decides at apply/credit). */
  citizenship: ours(CitizenshipSchema),
});
export type MemberInfo = z.infer<typeof MemberInfoSchema>;

export const WhitelistSchema = z.object({ whitelistFlag: YesNoSchema });
