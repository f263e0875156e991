/** Spec section 9: a Pay Later credit line runs from Rp500.000 to Rp100.000.000. */
export const PAYLATER_LIMIT_MIN = 500_000;
export const PAYLATER_LIMIT_MAX = 100_000_000;
/**
 * What each credit-score level offers (spec section 9, "Levels"): medium up to 50 million, interest from
 * 1.95%, 12 months; high 100 million, 0%, 24 months. Interest rates in percent a month.
 */
export const CREDIT_LEVEL_OFFERS = {
  MEDIUM: { limitUpTo: 50_000_000, interestFrom: 1.95, maxTerm: 12 },
  HIGH: { limitUpTo: 100_000_000, interestFrom: 0, maxTerm: 24 },
} as const;
/** Default of `credit_limit_amount_hidden_in_approval_page` (module H5_ONBOARDING). */
export const DEFAULT_HIDDEN_CREDIT_AMOUNT = 100_000_000;
export const HIDDEN_CREDIT_AMOUNT_KEY = 'credit_limit_amount_hidden_in_approval_page';

/**
 * The most a JSON request body may hold (the bank refuses more with BAD_REQUEST, ret_data null, before reading
 * it), and so the longest face capture scan/face takes: what fits beside its other fields as plain ASCII.
 */
export const REQUEST_BODY_LIMIT_BYTES = 128 * 1024;
export const FACE_INFO_MAX_LENGTH = 120_000;
