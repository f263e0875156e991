/** Spec section 9: a Pay Later credit line runs from Rp 500.000 to Rp 100.000.000. */
export const PAYLATER_LIMIT_MIN = 500_000;
export const PAYLATER_LIMIT_MAX = 100_000_000;
/** Default of `credit_limit_amount_hidden_in_approval_page` (module H5_ONBOARDING). */
export const DEFAULT_HIDDEN_CREDIT_AMOUNT = 100_000_000;
export const HIDDEN_CREDIT_AMOUNT_KEY = 'credit_limit_amount_hidden_in_approval_page';
