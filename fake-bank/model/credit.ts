import { z } from 'zod/mini';
import type { Faker } from '@faker-js/faker';
import type { SliceContext } from './slice-context';

/**
 * The credit slice: the Pay Later credit line of the person, as the bank's books hold it. Only facts are
 * stored (the account, loans, repayments, refunds, coupons, checkout orders); every status, balance,
 * statement, late fee and limit is derived from them and the session clock (fake-bank/model/credit-ledger.ts
 * and fake-bank/domain/credit/credit-rules.ts). Money is whole rupiah as integers; rates are basis points of a
 * percent (1.95 % is 195); dates are YYYYMMDD and times yyyymmddhhmmss in WIB.
 */

const Int = z.number().check(z.int(), z.gte(0), z.lte(1e15));
const Bp = z.number().check(z.int(), z.gte(0), z.lte(100_000));
const Ymd = z.string().check(z.regex(/^\d{8}$/));
const Ts = z.string().check(z.regex(/^\d{14}$/));
const Id = z.string().check(z.minLength(1), z.maxLength(64));

/** One term option of a loan plan: rates in basis points of a percent. */
export const PlanTermSchema = z.object({
  term: z.number().check(z.int(), z.gte(1), z.lte(36)),
  /** Monthly interest on the original principal (flat). */
  intRate: Bp,
  /** Shown as PENALTY_RATE (informational: late fees use the account's lateFeeRate). */
  penaltyRate: Bp,
  /** Admin fee on the principal: deducted from the payout (cash) or billed with term 1 (Pay Later). */
  upfrontFeeRate: Bp,
  /** Monthly instalment handling fee on the original principal. */
  monthFeeRate: Bp,
});
export type PlanTerm = z.infer<typeof PlanTermSchema>;

export const LoanPlanSchema = z.object({
  loanCode: z.string().check(z.minLength(1), z.maxLength(32)),
  kind: z.enum(['CASH', 'PAYLATER']),
  minPrincipal: Int,
  terms: z.array(PlanTermSchema).check(z.minLength(1), z.maxLength(12)),
});
export type LoanPlan = z.infer<typeof LoanPlanSchema>;

/** Block codes the bank may set (section 4): R, S loss; F, n, B locked; A, Z partially locked. */
export const BlockCodeSchema = z.enum(['', 'R', 'S', 'F', 'n', 'B', 'A', 'Z']);
export type BlockCode = z.infer<typeof BlockCodeSchema>;

export const CreditAccountSchema = z.object({
  appAcctNo: Id,
  cardNo: z.string().check(z.regex(/^\d{16}$/)),
  productCd: Id,
  appType: Id,
  creditLimit: Int,
  /** Share of the credit limit usable as Instant Cash (5000 = 50.00 %). 0 makes a Pay-Later-only line. */
  cashLimitRate: Bp,
  /** ADMIN_FEE_RATE: late fee per day overdue, in basis points of a percent of the amount due (10 = 0.10 %). */
  lateFeeRate: Bp,
  /** The bank's decision, stored as such. */
  blockCode: BlockCodeSchema,
  setupDate: Ymd,
  createTime: Ts,
  /** Statements print on this day of each month (clamped to the month's last day). */
  stmtDay: z.number().check(z.int(), z.gte(1), z.lte(31)),
  /** And fall due on the first such day after the print date. */
  dueDay: z.number().check(z.int(), z.gte(1), z.lte(31)),
  /** LOAN_PLANS; the first plan is the Instant Cash plan whose minimum decides the cash state. */
  plans: z.array(LoanPlanSchema).check(z.minLength(1), z.maxLength(4)),
  /**
   * The end of the terms' lifecycle (section 4), the bank's decision: permanently deactivated, or closed
   * (zero balance, bill settled). Absent while the line is active.
   */
  lifecycle: z.optional(z.enum(['deactivated', 'closed'])),
});
export type CreditAccount = z.infer<typeof CreditAccountSchema>;

export const EquityTypeSchema = z.enum(['INT_R', 'INT_TIC_P', 'INT_TIC_T']);
export const EquityScenarioSchema = z.enum(['PAY_LATTER', 'CASH_LOAN']);

/** A coupon used on a loan: the discount terms as they were when the loan was made. */
export const LoanEquitySchema = z.object({
  equityNo: Id,
  equityType: EquityTypeSchema,
  /** INT_R: rate cut in basis points; INT_TIC_P: percent off the interest; INT_TIC_T: interest-free terms. */
  value: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
  /** Largest total discount in rupiah, -1 without a cap. */
  cap: z.number().check(z.int(), z.gte(-1), z.lte(1e15)),
});
export type LoanEquity = z.infer<typeof LoanEquitySchema>;

export const LoanSchema = z.object({
  refNbr: Id,
  txnId: Id,
  appNo: Id,
  bizSeqNo: Id,
  /** The request session (Instant Cash) or the merchant's order number (Pay Later). */
  merBizNo: Id,
  kind: z.enum(['CASH', 'PAYLATER']),
  /** C Instant Cash; PS Pay Later in instalments; DS Pay Later in one term. */
  txnType: z.enum(['C', 'PS', 'DS']),
  loanCode: z.string().check(z.minLength(1), z.maxLength(32)),
  principal: Int.check(z.gte(1)),
  terms: z.number().check(z.int(), z.gte(1), z.lte(36)),
  intRate: Bp,
  monthFeeRate: Bp,
  upfrontFeeRate: Bp,
  penaltyRate: Bp,
  upfrontFee: Int,
  /** Pay Later bills the upfront fee with term 1; Instant Cash deducts it from the payout. */
  feeBilled: z.boolean(),
  loanTime: Ts,
  merchantName: z.string().check(z.maxLength(128)),
  /** S: booked; F: the payout or payment failed and nothing was booked. */
  status: z.enum(['S', 'F']),
  /** Code name of the failure, for F. */
  failCode: z.string().check(z.maxLength(64)),
  /** Whether the final result was already reported to a poll (transaction_status). */
  reported: z.boolean(),
  equity: z.nullable(LoanEquitySchema),
});
export type Loan = z.infer<typeof LoanSchema>;

export const AllocationSchema = z.object({
  refNbr: Id,
  prin: Int,
  int: Int,
  fee: Int,
  mfee: Int,
  pen: Int,
  violation: Int,
});
export type Allocation = z.infer<typeof AllocationSchema>;

export const RepaymentSchema = z.object({
  refNbr: Id,
  txnId: Id,
  bizSeqNo: Id,
  /** The request's session. */
  merBizNo: Id,
  txnCode: z.enum(['BillRepay', 'IOURepay']),
  repayType: z.enum(['VA', 'BANK_CARD']),
  amount: Int.check(z.gte(1)),
  time: Ts,
  /** P processing (not yet booked), S booked, F failed (nothing deducted). */
  status: z.enum(['P', 'S', 'F']),
  /** What a processing repayment turns into. */
  outcome: z.enum(['S', 'F']),
  /** Loans the customer chose, with an amount each (null: pay what the bank allocates). */
  loans: z.array(z.object({ refNbr: Id, amount: z.nullable(Int) })).check(z.maxLength(50)),
  /** The allocation computed when it was accepted (shown while processing or failed). */
  preview: z.array(AllocationSchema).check(z.maxLength(50)),
  /** '' or POINTS (points-substitute) or SUBSTITUTE (substitute repayment). */
  subType: z.enum(['', 'POINTS', 'SUBSTITUTE']),
  /** A virtual-account repayment waiting for its transfer (status P) until this time; gone once it arrives. */
  awaitsTransferUntil: z.optional(Ts),
  /** Why a repayment ended F when it is not the failure outcome itself (code name: lapsed, replaced). */
  failCode: z.optional(z.string().check(z.maxLength(64))),
  /** The bank's automatic debit on the due date of the statement printed on this day (YYYYMMDD). */
  autoFor: z.optional(Ymd),
});
export type Repayment = z.infer<typeof RepaymentSchema>;

export const RefundSchema = z.object({
  refNbr: Id,
  txnId: Id,
  bizSeqNo: Id,
  loanRef: Id,
  amount: Int.check(z.gte(1)),
  time: Ts,
  merchantName: z.string().check(z.maxLength(128)),
});
export type Refund = z.infer<typeof RefundSchema>;

export const EquitySchema = z.object({
  equityNo: Id,
  actNo: Id,
  equityType: EquityTypeSchema,
  equityName: z.string().check(z.maxLength(128)),
  equityTagName: z.string().check(z.maxLength(64)),
  equityContent: z.string().check(z.maxLength(512)),
  /** As shown: INT_R a rate cut ('0.50'), INT_TIC_P a percent ('50'), INT_TIC_T a number of terms ('1'). */
  equityValue: z.string().check(z.maxLength(16)),
  useUpperAmt: z.number().check(z.int(), z.gte(-1), z.lte(1e15)),
  useLowerAmt: z.number().check(z.int(), z.gte(-1), z.lte(1e15)),
  /** Comma list of terms, or -1 for any. */
  usePlanTerm: z.string().check(z.regex(/^(-1|\d{1,2}(,\d{1,2})*)$/)),
  equityScenario: EquityScenarioSchema,
  claimDate: Ymd,
  expireDate: Ymd,
  picturePath: z.string().check(z.maxLength(256)),
  listNo: Id,
  /** '' until used; the status (available, used, expired) is derived from these and the clock. */
  useDate: z.union([z.literal(''), Ymd]),
  loanReceiptNbr: z.string().check(z.maxLength(64)),
  usageDesc: z.string().check(z.maxLength(512)),
});
export type Equity = z.infer<typeof EquitySchema>;

export const GoodsSchema = z.object({
  goodsId: z.string().check(z.maxLength(64)),
  goodsName: z.string().check(z.maxLength(128)),
  goodsNum: z.number().check(z.int(), z.gte(1), z.lte(9999)),
  goodsPrice: Int,
  goodsDesc: z.string().check(z.maxLength(256)),
});

export const CheckoutOrderSchema = z.object({
  bizSeqNo: Id,
  mpcOrderNo: Id,
  orderNo: Id,
  channelId: z.string().check(z.maxLength(64)),
  merchantName: z.string().check(z.maxLength(128)),
  totalAmt: Int,
  pointsAmt: Int,
  pointsCashValue: Int,
  balanceAmt: Int,
  paylaterAmt: Int,
  loanTerm: z.number().check(z.int(), z.gte(0), z.lte(36)),
  goodsList: z.array(GoodsSchema).check(z.maxLength(50)),
  time: Ts,
  status: z.enum(['S', 'F']),
  failCode: z.string().check(z.maxLength(64)),
  /** The Pay Later loan of the order, '' without one. */
  refNbr: z.string().check(z.maxLength(64)),
  reportedQuery: z.boolean(),
  reportedLoan: z.boolean(),
});
export type CheckoutOrder = z.infer<typeof CheckoutOrderSchema>;

/** Money the credit area moved in the wallet, as it books it (the wallet and loyalty slices hold the balance and points). */
export const WalletMoveSchema = z.object({
  ref: Id,
  kind: z.enum(['balance', 'points']),
  delta: z.number().check(z.int(), z.gte(-1e15), z.lte(1e15)),
  time: Ts,
  applied: z.boolean(),
});
export type WalletMove = z.infer<typeof WalletMoveSchema>;

export const CreditStateSchema = z.object({
  /** The clock the slice was generated for (the session start): presets place states relative to it. */
  asOf: z.string().check(z.minLength(10), z.maxLength(40)),
  /** Next number for ids the bank hands out (deterministic, never random). */
  seq: z.number().check(z.int(), z.gte(1)),
  /** null: the person has no credit line yet (an applicant). */
  account: z.nullable(CreditAccountSchema),
  loans: z.array(LoanSchema).check(z.maxLength(2000)),
  repayments: z.array(RepaymentSchema).check(z.maxLength(2000)),
  refunds: z.array(RefundSchema).check(z.maxLength(500)),
  equities: z.array(EquitySchema).check(z.maxLength(200)),
  orders: z.array(CheckoutOrderSchema).check(z.maxLength(1000)),
  walletMoves: z.array(WalletMoveSchema).check(z.maxLength(2000)),
  /**
   * The bank debits due dates after this moment (yyyymmddhhmmss, WIB); absent: after `asOf`. Due dates
   * before it are the scenario's past, kept as the seed wrote it (fake-bank/domain/credit/credit-auto-debit.ts).
   */
  autoPayFrom: z.optional(Ts),
  /** Statements (print dates, YYYYMMDD) whose due date the bank already looked at: one debit each, ever. */
  autoDebited: z.optional(z.array(Ymd).check(z.maxLength(500))),
});
export type CreditState = z.infer<typeof CreditStateSchema>;

/** Loan plans of section 9: terms 1, 3, 6, 12; interest 1.95 %; upfront admin fee 3-6 %; monthly fee 2 %. */
export const DEFAULT_PLANS: LoanPlan[] = [
  {
    loanCode: 'IC001',
    kind: 'CASH',
    minPrincipal: 500_000,
    terms: [
      { term: 1, intRate: 0, penaltyRate: 108, upfrontFeeRate: 300, monthFeeRate: 200 },
      { term: 3, intRate: 195, penaltyRate: 108, upfrontFeeRate: 400, monthFeeRate: 200 },
      { term: 6, intRate: 195, penaltyRate: 108, upfrontFeeRate: 500, monthFeeRate: 200 },
      { term: 12, intRate: 195, penaltyRate: 108, upfrontFeeRate: 600, monthFeeRate: 200 },
    ],
  },
  {
    loanCode: 'PL001',
    kind: 'PAYLATER',
    minPrincipal: 2_000,
    terms: [
      { term: 1, intRate: 0, penaltyRate: 108, upfrontFeeRate: 0, monthFeeRate: 0 },
      { term: 3, intRate: 195, penaltyRate: 108, upfrontFeeRate: 300, monthFeeRate: 200 },
      { term: 6, intRate: 195, penaltyRate: 108, upfrontFeeRate: 300, monthFeeRate: 200 },
      { term: 12, intRate: 195, penaltyRate: 108, upfrontFeeRate: 300, monthFeeRate: 200 },
    ],
  },
];

/**
 * The default credit slice: no credit line (the default scenario's person is an applicant). Scenarios give
 * the person a credit line with the presets of scenarios/generators/credit-presets.ts, e.g. `withCreditLine`.
 */
export function createCreditState(_faker: Faker, context: SliceContext): CreditState {
  return emptyCreditState(context.clockIso);
}

export function emptyCreditState(asOf: string): CreditState {
  return {
    asOf,
    seq: 1,
    account: null,
    loans: [],
    repayments: [],
    refunds: [],
    equities: [],
    orders: [],
    walletMoves: [],
  };
}
