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
  cashAppOnlyCode: {
    file: 'contracts/codes/credit.ts',
    field: 'ret_code 80461066 CREDIT_CASH_APP_ONLY of try/loan and apply/loan',
    why: 'Section 6: "Instant Cash is exclusive to the bank app"; no refusal is named for a withdrawal from outside it, nor how a bank tells the app from a browser. The code and its texts are ours; our bank reads the session\'s device (decision 0078).',
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
  myCouponCode: {
    file: 'contracts/entities/coupons.ts',
    field: 'cust_rights list items and card_detail: cardVoucherCode, cardVoucherState',
    why: "Section 7: card_detail takes a claimed coupon's cardVoucherCode and cust_rights a cardVoucherState; the answers that carry them are not shown, so they carry them under the request's names.",
  },
  couponTryCalc: {
    file: 'contracts/entities/coupons.ts',
    field: 'cust_rights_try_calc list items: usable, discountAmt',
    why: 'Section 2 shows using a coupon; section 7 gives cust_rights_try_calc its request (transMoney...), not its answer.',
  },
  couponTypeList: {
    file: 'contracts/entities/coupons.ts',
    field: 'card_type typeList',
    why: "Section 3 gives the coupon category's fields (typeId...), not the list's key.",
  },
  dealConfId: {
    file: 'contracts/entities/deals.ts',
    field: 'deal confId',
    why: 'Section 7: deals_detail and the deal filters take a confId; section 3 lists the deal without it, so each deal carries it under that name.',
  },
  hotDealsConf: {
    file: 'contracts/entities/deals.ts',
    field: 'home_deals confList',
    why: 'Section 3: "Hot deals: types and conf items", the key of the conf items not given.',
  },
  dealBrands: {
    file: 'contracts/entities/deals.ts',
    field: 'deals_brand brands',
    why: "Section 7 names deals_brand without its answer; its items are the deal's brandMctId and brandMctName.",
  },
  brandWallKeys: {
    file: 'contracts/entities/deals.ts',
    field: 'brand_wall subtypes items: subtypeId, subtypeName; titles items: subtypeId',
    why: 'Section 3: "Brand wall: types, subtypes, titles, routes", the keys inside a subtype not given.',
  },
  newsCategories: {
    file: 'contracts/entities/news.ts',
    field: 'news_category categories, and category, name of each',
    why: 'Section 3: "News categories exist"; all_news takes a category; the answer of news_category is not shown.',
  },
  docTplUrls: {
    file: 'contracts/entities/onboarding.ts',
    field: 'cdn_tpl_url DOC_TPL_RESP_LIST, and DOC_TPL_CODE, DOC_TPL_NAME, VERSION of each',
    why: 'Section 3: "Document template URLs"; section 7 gives cdn_tpl_url its request (TENANT_ID, DOC_TPL_REQ_LIST), not its answer.',
  },
  // ---------------------------------------------------------------- credit: home, bills, transactions, repayment, Instant Cash, checkout
  transactionTypeDesc: {
    file: 'contracts/entities/transactions.ts',
    field:
      'transaction_list and transaction_detail TRANSACTION_TYPE_DESC, ORIG_TRANSACTION_TYPE_DESC, and their values',
    why: "Section 4 names seven transaction types in words (pay later instalment, instant cash, cash loan, merchandise, refunded, partially refunded, early repaid); section 3's TRANSACTION_TYPE has six codes (PS, DS, P, T, R, C) that cannot tell a partial refund from a whole one. The key and the codes are ours (decision 0079).",
  },
  transactionList: {
    file: 'contracts/entities/transactions.ts',
    field: 'transaction_list TRANSACTION_LIST',
    why: "Section 3 gives the transaction list item's fields and the list level's, not the key of the list itself.",
  },
  refundRepayRecords: {
    file: 'contracts/entities/repayment.ts',
    field: 'refund_repay_record RECORD_LIST, and its items RECORD_TYPE, RECORD_TIME',
    why: 'Section 2 shows refund and repayment records (which kind, when) and section 7 the call paged by LAST_ROW_KEY and NEXTPAGE_FLG; the answer is not shown.',
  },
  loanContractBase: {
    file: 'contracts/entities/instant-cash.ts',
    field:
      'try/loan CONTRACT_BASE items CONTRACT_NAME, CONTRACT_VERSION, CONTRACT_DESC, CONTRACT_SHORT_NAME, DATA, SORT_NO',
    why: 'Section 3: "CONTRACT_BASE list (name, version, description, short name, IS_DYNAMIC, URL, data, sort number)": the values, not their keys, but for IS_DYNAMIC and URL.',
  },
  loanSchedulePaidBalance: {
    file: 'contracts/entities/instant-cash.ts',
    field:
      'SCHEDULE_LIST PAID_PRIN_AMT, PAID_INT_AMT, PAID_PENALTY_AMT, BAL_PRIN_AMT, BAL_INT_AMT, BAL_PENALTY_AMT',
    why: 'Section 3, loan receipt: "paid and balance amounts for principal, interest, penalty" without their keys.',
  },
  loanReceiptDates: {
    file: 'contracts/entities/instant-cash.ts',
    field:
      'loan_receipt LOAN_LIST LOAN_DATE, LOAN_TIME, FIRST_PMT_DATE, NEXT_PMT_DATE, LAST_PMT_DATE, PAID_OUT_DATE',
    why: 'Section 3, loan receipt: "dates" without their keys.',
  },
  loanReceiptEquity: {
    file: 'contracts/entities/instant-cash.ts',
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
  applyResultFields: {
    file: 'contracts/entities/onboarding-apply.ts',
    field: 'query/apply_result CREDIT_SCORE_LEVEL, REJECT_REASON',
    why: 'Section 2: the flexible result shows credit-score levels (low, medium, high); section 1: a refusal gives the reason as bank criteria or policy (section 8: or a low credit score). The answer of query/apply_result is not shown.',
  },
  questionList: {
    file: 'contracts/entities/onboarding.ts',
    field: 'query/question_list questions',
    why: 'Section 3 names the items ("Questions: id, question"), not the list.',
  },
  cityList: {
    file: 'contracts/entities/onboarding-ext-info.ts',
    field: "query/city cityList, and each item's code and name",
    why: 'Section 3 gives the City info fields and section 7 query/city (type 0 to 5 and parent key): the list, the key an item passes down as the parent key, and its name at its level are not shown.',
  },
  ocrAttempts: {
    file: 'contracts/entities/id-scan.ts',
    field: 'ocr/pre_check attemptsPerDay, attemptsLeft, limitReached, releaseTime',
    why: 'Section 4: ID-scan attempts are limited per day and released at 00:00; section 2: the limit-reached screen. Section 7 names GET /ocr/pre_check without its answer.',
  },
  vbPreCheck: {
    file: 'contracts/entities/video-banking.ts',
    field:
      'vb/pre_check attemptsPerDay, attemptsLeft, releaseTime; service hours serviceStartTime, serviceEndTime, inServiceTime, nextServiceTime (also opType 4)',
    why: 'Section 4: video-banking attempts are limited per day (released at 00:00), opType 4 queries the service time, and a call outside it is scheduled later. Section 7 names GET /vb/pre_check without its answer.',
  },
  vbResultAnswer: {
    file: 'contracts/entities/video-banking.ts',
    field: 'submit/vb_result RESULT',
    why: 'Section 2: the questionnaire is one of the checks, so its answers pass or fail; section 7 gives submit/vb_result its request (BIZ_TYPE, QUESTION_RESULT) only.',
  },
  randomFactorKey: {
    file: 'contracts/entities/password.ts',
    field: 'get/random_factor and get/ua_factor publicKey, algorithm',
    why: "Section 7: every call carries ecss_type 'rsa' and the password calls a factor; the key the PIN or password is sealed with must come with the factor, whose answer is not shown.",
  },
  // ---------------------------------------------------------------- wallet, top-up
  walletPayerPayee: {
    file: 'contracts/entities/wallet.ts',
    field:
      'tranOrderList items and tran_order_detail: payerAcctName, payerUid, payerLevel, payeeAcctName, payeeUid, payeeLevel',
    why: 'Section 3 lists "payer and payee account name, uid and level" on the wallet transaction order query and "payer and payee fields" on the order detail, without their keys.',
  },
  walletOrderStore: {
    file: 'contracts/entities/wallet.ts',
    field: 'tran_order_detail storeName, storeId',
    why: 'Section 3 lists "store name and id" on the order detail without their keys.',
  },
  walletOrderDetail: {
    file: 'contracts/entities/wallet.ts',
    field:
      'tran_order_detail category, txnDate, txnTime, ccy, refundTotalAmount, errorCode, errorMsg, depositTerm',
    why: "Section 7 names /ams/mpc/tran_order_detail without its answer; we answer the list item of tran_order (section 3) with the order detail, under the list item's keys.",
  },
  virtualAccounts: {
    file: 'contracts/entities/wallet.ts',
    field: 'va/recharge vaList, and bankCode of each item',
    why: "Section 3 gives the virtual account list its items (vaCode, status, expTime), not the list's key; the bank of each is the request's bankCode.",
  },
} as const satisfies Record<string, Assumption>;

export type AssumptionId = keyof typeof ASSUMPTIONS;
