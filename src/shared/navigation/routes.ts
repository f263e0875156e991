/**
 * Route names and paths (spec section 2). The named routes of the spec keep their paths exactly; the
 * Pay Later and register modules are mounted at / with their own prefixes.
 */
export const ROUTES = {
  PAY_LATER_APPLY: '/',
  PAY_LATER_HOME: '/paylater/home',
  SERVICE_REPAYMENT: '/paylater/repayment',
  /** Pay: everything due (?mode=all), one bill (?mode=bill&month=YYYYMM). */
  REPAYMENT_PAY: '/paylater/repayment/pay',
  /** Early repayment of one loan (?ref=REF_NBR), or the list of loans to choose from. */
  REPAYMENT_EARLY: '/paylater/repayment/early',
  /** Transfer instructions of a virtual-account repayment (?seq=BIZ_SEQ_NO). */
  REPAYMENT_VA: '/paylater/repayment/va',
  /** The polled result of a repayment (?seq=BIZ_SEQ_NO). */
  REPAYMENT_RESULT: '/paylater/repayment/result',
  BILLS: '/paylater/bills',
  /** One statement (?month=YYYYMM). */
  BILL_DETAIL: '/paylater/bills/detail',
  BILL_HISTORY: '/paylater/bills/history',
  BILL_UPCOMING: '/paylater/bills/upcoming',
  BILL_OVERDUE: '/paylater/bills/overdue',
  BILL_RECORDS: '/paylater/bills/records',
  BILL_AUTO_REPAYMENT: '/paylater/bills/auto-repayment',
  TRANSACTIONS: '/paylater/transactions',
  /** One transaction (?id=TRANSACTION_ID). */
  TRANSACTION_DETAIL: '/paylater/transactions/detail',
  PAY_LATER_COUPONS: '/paylater/coupons',
  INSTANT_CASH: '/paylater/cash',
  INSTANT_CASH_CONFIRM: '/paylater/cash/confirm',
  INSTANT_CASH_RESULT: '/paylater/cash/result',
  LOAN_RECEIPT: '/paylater/cash/receipt',
  REGISTER: '/register',
  TERMS: '/terms',
  PAYLATER_FORM: '/paylater/form',
  QUESTION: '/question',
  PRIME_INPUT: '/prime/input',
  FACE: '/face',
  VIDEO_BANKING: '/video-banking',
  PIN_SET: '/pin/set',
  /** The PIN step of the onboarding flow (PIN_VALIDATE): enter the PIN, or create it first. */
  PIN_STEP: '/onboarding/pin',
  PIN_CHANGE: '/pin/change',
  PIN_FORGOT: '/pin/forgot',
  PASSWORD_SET: '/password/set',
  PASSWORD_CHANGE: '/password/change',
  PASSWORD_FORGOT: '/password/forgot',
  LOADING: '/loading',
  OTP: '/otp',
  OTP_VERIFY: '/otp/verify',
  OTP_FAILED: '/otp/failed',
  OCR: '/ocr',
  OCR_CAMERA: '/ocr/camera',
  OCR_CONFIRM: '/ocr/confirm',
  OCR_MANUAL_INPUT: '/ocr/manualinput',
  RESULT: '/result',
  RESULT_FAILED: '/result/failed',
  RESULT_SUCCESS: '/result/success',
  RESULT_KTP_FACE: '/result/ktpface',
  FLEXIBLE_RESULT: '/flexible/result',
  PDF_VIEWER: '/pdf-viewer',

  // The wallet side (spec section 2 gives no paths for these: chosen here, once).
  WALLET_HOME: '/wallet',
  /** Balance transactions and orders, paged. */
  WALLET_BALANCE: '/wallet/balance',
  /** One order (?no=ORDER_NO). */
  WALLET_ORDER_DETAIL: '/wallet/balance/detail',
  TOP_UP: '/wallet/top-up',
  TOP_UP_BANK_TRANSFER: '/wallet/top-up/bank-transfer',
  TOP_UP_DEBIT_CARD: '/wallet/top-up/debit-card',
  TOP_UP_QRIS: '/wallet/top-up/qris',
  TOP_UP_STORE: '/wallet/top-up/store',
  /** The cashier of a merchant order (?order=MPC_ORDER_NO). */
  CHECKOUT: '/checkout',
  CHECKOUT_RESULT: '/checkout/result',
  UPGRADE_MIDDLE: '/upgrade/pay-plus',
  UPGRADE_PRIME: '/upgrade/prime',
  UPGRADE_RESULT: '/upgrade/result',
  SETTINGS: '/settings',
  SETTINGS_PROFILE: '/settings/profile',
  SETTINGS_EMAIL: '/settings/email',
  SETTINGS_MOBILE: '/settings/mobile',

  // Loyalty and content.
  POINTS: '/points',
  POINTS_HISTORY: '/points/history',
  MEMBERSHIP: '/membership',
  COUPON_CENTRE: '/coupons',
  COUPON_SEARCH: '/coupons/search',
  MY_COUPONS: '/coupons/mine',
  /** One coupon (?id=COUPON_ID), with its barcode and QR code when it is the customer's. */
  COUPON_DETAIL: '/coupons/detail',
  DEALS: '/deals',
  DEAL_SEARCH: '/deals/search',
  /** One deal (?id=CONF_ID). */
  DEAL_DETAIL: '/deals/detail',
  BRAND_WALL: '/brands',
  NEWS: '/news',
  NEWS_SEARCH: '/news/search',
  /** One article (?url=...). */
  NEWS_DETAIL: '/news/detail',
  HELP: '/help',
  HELP_SEARCH: '/help/search',
  /** A terms page (?doc=wallet-tiers|loyalty|prime-savings|time-deposit|paylater|instant-cash). */
  LEGAL: '/legal',
} as const;

export type RouteName = keyof typeof ROUTES;
