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
    file: 'contracts/entities/identity.ts',
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
} as const satisfies Record<string, Assumption>;

export type AssumptionId = keyof typeof ASSUMPTIONS;
