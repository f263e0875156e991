/**
 * The table of assumptions (DESIGN section 4, "The spec's words and ours"): every key this product chose where
 * the spec shows a value but not its key (a list's name, the fields of an answer marked "not shown", a call
 * the spec implies without a path). A team with access to the real bank checks these first; the published
 * OpenAPI marks each `x-assumed: true`, and the spec-only profile keeps them (it has nothing else to answer).
 *
 * `file` is where the schema is; `field` names the key (or `(call)` for a whole call not in the spec, whose
 * path and answer keys are all ours); `why` says what the spec shows. A schema carries its entry with
 * `assumed(id, schema)` (wire-origin.ts); `wire-origin.test.ts` holds the table and the marks together.
 */
export interface Assumption {
  file: string;
  field: string;
  why: string;
}

export const ASSUMPTIONS = {
  // ---------------------------------------------------------------- common
  returnCodes: {
    file: 'contracts/codes/',
    field: 'ret_code values and their ret_data',
    why: 'Section 8 gives most errors in words only; the codes and the data a refusal carries are ours (decision 0003), except 0000, 80460000, 80430241, 80488999 and 80430223.',
  },
  channelConfigCall: {
    file: 'contracts/endpoints/config.ts',
    field: '(call) /ams/common/get/channel_config',
    why: 'Section 7: "a config call (appId, marketingChannel) returning access, marketingChannel and ret_code", no path (decision 0004).',
  },
  notifyRequestCall: {
    file: 'contracts/endpoints/account.ts',
    field: '(call) /ams/account/save/notify_request',
    why: 'Section 2: the apply screen lets a visitor "ask to be notified", no call named (decision 0004).',
  },
  topUpCalls: {
    file: 'contracts/endpoints/top-up.ts',
    field: '(calls) /ams/trans/recharge/quota, qris/recharge, store/recharge, card/recharge, recharge/query',
    why: 'Section 2 shows top-up by QRIS, offline store and debit card and the caps of section 6; section 7 names only va/recharge (decision 0013).',
  },
  helpCalls: {
    file: 'contracts/endpoints/help.ts',
    field: '(calls) /ams/help/query/faq_list, search_faq, terms_page',
    why: 'Sections 1 and 2 show the help centre, FAQ search and six terms pages; no call is named for them (decision 0017).',
  },
  // ---------------------------------------------------------------- points, membership, coupons, deals, news, help
  yesterdayPoints: {
    file: 'contracts/entities/points.ts',
    field: 'point_bal yesterdayEarnScore',
    why: "Section 1: the home page shows yesterday's earned points; the points balance is the call of points, the key is ours.",
  },
  pointsHistory: {
    file: 'contracts/entities/points.ts',
    field: 'point_detail list items: scoreId, scoreAmount, transTime, expDate, remark',
    why: 'Section 2 shows a points history; section 7 gives point_detail its request, not its answer.',
  },
  // ---------------------------------------------------------------- credit: home, bills, transactions, repayment, Instant Cash, checkout
  transactionList: {
    file: 'contracts/entities/transaction.ts',
    field: 'transaction_list TRANSACTION_LIST',
    why: "Section 3 gives the transaction list item's fields and the list level's, not the key of the list itself.",
  },
  refundRepayRecords: {
    file: 'contracts/entities/repay.ts',
    field: 'refund_repay_record RECORD_LIST, and its items RECORD_TYPE, RECORD_TIME',
    why: 'Section 2 shows refund and repayment records (which kind, when) and section 7 the call paged by LAST_ROW_KEY and NEXTPAGE_FLG; the answer is not shown.',
  },
  loanContractBase: {
    file: 'contracts/entities/loan.ts',
    field:
      'try/loan CONTRACT_BASE items CONTRACT_NAME, CONTRACT_VERSION, CONTRACT_DESC, CONTRACT_SHORT_NAME, DATA, SORT_NO',
    why: 'Section 3: "CONTRACT_BASE list (name, version, description, short name, IS_DYNAMIC, URL, data, sort number)": the values, not their keys, but for IS_DYNAMIC and URL.',
  },
  loanSchedulePaidBalance: {
    file: 'contracts/entities/loan.ts',
    field:
      'SCHEDULE_LIST PAID_PRIN_AMT, PAID_INT_AMT, PAID_PENALTY_AMT, BAL_PRIN_AMT, BAL_INT_AMT, BAL_PENALTY_AMT',
    why: 'Section 3, loan receipt: "paid and balance amounts for principal, interest, penalty" without their keys.',
  },
  loanReceiptDates: {
    file: 'contracts/entities/loan.ts',
    field:
      'loan_receipt LOAN_LIST LOAN_DATE, LOAN_TIME, FIRST_PMT_DATE, NEXT_PMT_DATE, LAST_PMT_DATE, PAID_OUT_DATE',
    why: 'Section 3, loan receipt: "dates" without their keys.',
  },
  loanReceiptEquity: {
    file: 'contracts/entities/loan.ts',
    field: 'loan_receipt LOAN_LIST EQUITY_NO, EQUITY_TYPE, EQUITY_NAME, EQUITY_DISCOUNT_AMT',
    why: 'Section 3, loan receipt: "equity fields" without their keys.',
  },
  payLaterEquityList: {
    file: 'contracts/entities/equity.ts',
    field: 'query/coupon equityList',
    why: "Section 3 gives the Pay Later coupon's fields and the answer's appType, appAcctNo and hasEquity, not the key of the list.",
  },
  unionPayLoanResult: {
    file: 'contracts/entities/checkout.ts',
    field: 'pay/union_pay_loan_result firstPmtDate, firstPmtAmt',
    why: 'Section 7 names the call (the Pay Later loan a checkout made); its answer is not shown. The first instalment is what the result screen shows.',
  },
  orderDetailParties: {
    file: 'contracts/entities/checkout.ts',
    field: 'pay/order_detail storeName, storeId, payerName, payerUid, payeeName, payeeMerchantId',
    why: 'Section 3, order detail: "store name and id", "payer and payee fields" without their keys.',
  },
  payOrderResult: {
    file: 'contracts/entities/wallet.ts',
    field: 'tran/pay_order payTime',
    why: 'Section 7 names pay_order and its request; its answer is not shown. When the order was paid is what the result shows.',
  },
  // ---------------------------------------------------------------- onboarding, identity, OTP, password, settings, upgrade, config
  // ---------------------------------------------------------------- wallet, top-up
} as const satisfies Record<string, Assumption>;

export type AssumptionId = keyof typeof ASSUMPTIONS;
