import type { CodeDefinitions } from './types';

/**
 * Return codes of the wallet, loyalty and content area (80471000 to 80471999): 8047 10xx wallet, 8047 11xx
 * loyalty (points, coupons, membership), 8047 12xx content (deals, brands, news).
 */
export const WALLET_CODES = {
  WALLET_INSUFFICIENT_BALANCE: {
    code: '80471001',
    key: 'walletInsufficientBalance',
    meaning: 'the wallet part of a payment is more than the available balance',
    id: 'Maaf, saldo kamu tidak cukup.',
    en: 'Sorry, your balance is not enough.',
  },
  WALLET_PAYMENT_FAILED: {
    code: '80471002',
    key: 'walletPaymentFailed',
    meaning: 'the payment failed (magic total Rp99.999); the order is marked failed',
    id: 'Kami tidak dapat memproses pembayaran kamu.',
    en: "We couldn't process your payment",
  },
  WALLET_ORDER_NOT_FOUND: {
    code: '80471003',
    key: 'walletOrderNotFound',
    meaning: 'no wallet order with this number for the caller',
    id: 'Pesanan tidak ditemukan.',
    en: 'The order was not found.',
  },
  WALLET_ORDER_NOT_PAYABLE: {
    code: '80471004',
    key: 'walletOrderNotPayable',
    meaning: 'the order is not waiting for payment (processing, failed, cancelled or refunded)',
    id: 'Pesanan ini tidak dapat dibayar.',
    en: 'This order cannot be paid.',
  },
  WALLET_AMOUNT_MISMATCH: {
    code: '80471005',
    key: 'walletAmountMismatch',
    meaning: 'the payment parts do not add up to the total, or the total or goods differ from the order',
    id: 'Jumlah pembayaran tidak sesuai dengan total pesanan.',
    en: 'The payment amounts do not match the order total.',
  },
  WALLET_ORDER_DUPLICATE: {
    code: '80471006',
    key: 'walletOrderDuplicate',
    meaning: 'the merchant order number was already used for a different order',
    id: 'Nomor pesanan sudah digunakan.',
    en: 'This order number is already in use.',
  },
  WALLET_MERCHANT_UNKNOWN: {
    code: '80471007',
    key: 'walletMerchantUnknown',
    meaning: 'the merchant id is not a merchant of the bank',
    id: 'Merchant tidak dikenal.',
    en: 'Unknown merchant.',
  },
  WALLET_USER_MISMATCH: {
    code: '80471008',
    key: 'walletUserMismatch',
    meaning: 'the userId of the payment is not the logged-in customer',
    id: 'Pesanan ini bukan milik akun kamu.',
    en: 'This order does not belong to your account.',
  },
  WALLET_BALANCE_CAP: {
    code: '80471009',
    key: 'walletBalanceCap',
    meaning:
      'the top-up would take the balance above the tier cap (Allo Pay Rp2.000.000, Allo Pay+ Rp10.000.000)',
    id: 'Saldo kamu akan melebihi batas maksimum untuk jenis akun kamu. Upgrade akun untuk batas lebih tinggi.',
    en: 'Your balance would exceed the maximum for your account type. Upgrade your account for a higher limit.',
  },
  WALLET_INCOMING_CAP: {
    code: '80471010',
    key: 'walletIncomingCap',
    meaning: 'the top-up would take this month’s incoming money above Rp20.000.000 (Allo Pay and Allo Pay+)',
    id: 'Dana masuk bulan ini akan melebihi batas Rp20.000.000. Upgrade ke Allo Prime tanpa batas dana masuk.',
    en: 'Incoming money this month would exceed Rp20.000.000. Upgrade to Allo Prime for no incoming limit.',
  },
  WALLET_TOP_UP_MINIMUM: {
    code: '80471011',
    key: 'walletTopUpMinimum',
    meaning: 'a top-up below Rp10.000',
    id: 'Minimal isi saldo Rp10.000',
    en: 'The minimum top-up is Rp10.000',
  },
  WALLET_BANK_UNSUPPORTED: {
    code: '80471012',
    key: 'walletBankUnsupported',
    meaning: 'no virtual-account top-up for this bank code',
    id: 'Bank ini belum mendukung isi saldo melalui virtual account.',
    en: 'This bank does not support virtual-account top-up yet.',
  },
  WALLET_VA_NOT_OPEN: {
    code: '80471013',
    key: 'walletVaNotOpen',
    meaning: 'a payment reached a virtual account that is not open (unknown, paid or expired)',
    id: 'Nomor virtual account tidak aktif.',
    en: 'This virtual account number is not active.',
  },
  LOYALTY_POINTS_INSUFFICIENT: {
    code: '80471101',
    key: 'loyaltyPointsInsufficient',
    meaning: 'more points asked than available',
    id: 'Maaf, poin kamu tidak cukup.',
    en: 'Sorry, you do not have enough points.',
  },
  LOYALTY_COUPON_NOT_FOUND: {
    code: '80471102',
    key: 'loyaltyCouponNotFound',
    meaning: 'no such coupon (or coupon code) for the caller',
    id: 'Kupon tidak ditemukan.',
    en: 'The coupon was not found.',
  },
  LOYALTY_COUPON_NOT_AVAILABLE: {
    code: '80471103',
    key: 'loyaltyCouponNotAvailable',
    meaning: 'the coupon is not on offer today (outside upStartDate to upEndDate)',
    id: 'Kupon ini sedang tidak tersedia.',
    en: 'This coupon is not available right now.',
  },
  LOYALTY_COUPON_OUT_OF_STOCK: {
    code: '80471104',
    key: 'loyaltyCouponOutOfStock',
    meaning: 'the coupon has no stock left',
    id: 'Maaf, kupon sudah habis.',
    en: 'Sorry, this coupon has run out.',
  },
  LOYALTY_COUPON_ALREADY_CLAIMED: {
    code: '80471105',
    key: 'loyaltyCouponAlreadyClaimed',
    meaning: 'the caller already claimed this coupon (once per coupon)',
    id: 'Kamu sudah mengambil kupon ini.',
    en: 'You have already claimed this coupon.',
  },
  LOYALTY_COUPON_NOT_YOURS: {
    code: '80471106',
    key: 'loyaltyCouponNotYours',
    meaning: 'the phone number of a claim is not the logged-in customer’s',
    id: 'Kupon hanya dapat diambil untuk akun kamu sendiri.',
    en: 'Coupons can only be claimed for your own account.',
  },
  CONTENT_DEAL_NOT_FOUND: {
    code: '80471201',
    key: 'contentDealNotFound',
    meaning: 'no deal with this confId',
    id: 'Promo tidak ditemukan.',
    en: 'The deal was not found.',
  },
} as const satisfies CodeDefinitions;
