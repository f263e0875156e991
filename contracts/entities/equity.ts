import { z } from 'zod/mini';
import { DateYmdSchema, TextSchema, YesNoSchema } from './primitives';
import { assumed } from '../wire-origin';

export const EquityTypeWireSchema = z.enum(['INT_R', 'INT_TIC_P', 'INT_TIC_T']);

/** Equity/coupon of Pay Later (section 3). status: 0 available, 1 used, 4 expired (by the session clock). */
export const PayLaterEquitySchema = z.object({
  equityType: EquityTypeWireSchema,
  equityNo: TextSchema,
  actNo: TextSchema,
  equityContent: TextSchema,
  equityClaimDate: DateYmdSchema,
  equityExpireDate: DateYmdSchema,
  /** INT_R: interest-rate cut in points ('0.50'); INT_TIC_P: percent off the interest; INT_TIC_T: interest-free terms. */
  equityValue: TextSchema,
  status: z.enum(['0', '1', '4']),
  /** Largest discount in rupiah, -1 without a cap. */
  useUpperAmt: z.string().check(z.regex(/^(-1|\d{1,15})$/)),
  /** Smallest principal it applies to, -1 without a minimum. */
  useLowerAmt: z.string().check(z.regex(/^(-1|\d{1,15})$/)),
  /** Comma list of terms in months, -1 for any. */
  usePlanTerm: z.string().check(z.regex(/^(-1|\d{1,2}(,\d{1,2})*)$/)),
  equityScenario: z.enum(['PAY_LATTER', 'CASH_LOAN']),
  equityName: TextSchema,
  equityTagName: TextSchema,
  picturePath: TextSchema,
  listNo: TextSchema,
  useDate: z.union([z.literal(''), DateYmdSchema]),
  loanReceiptNbr: TextSchema,
  usage_desc: TextSchema,
});

export const PayLaterEquityListSchema = z.object({
  appType: TextSchema,
  appAcctNo: TextSchema,
  /** Y when at least one coupon is available now. */
  hasEquity: YesNoSchema,
  total: z.string().check(z.regex(/^\d{1,6}$/)),
  equityList: assumed('payLaterEquityList', z.array(PayLaterEquitySchema).check(z.maxLength(50))),
});
