import { z } from 'zod/mini';
import { MpcLevelSchema } from './account';
import { AmountSchema, TextSchema, TimestampSchema } from './primitives';

/**
 * Top-up by QRIS, offline store and debit card, and the tier's room for it. Not in the spec: section 2
 * names the screens, section 7 only va/recharge (decision 0013).
 */

/** Banks a top-up virtual account can be opened for (the bank's VA_BANKS holds the same codes). */
export const TOP_UP_VA_BANKS = [
  { bankCode: '014', bankName: 'BCA' },
  { bankCode: '008', bankName: 'Mandiri' },
  { bankCode: '002', bankName: 'BRI' },
  { bankCode: '009', bankName: 'BNI' },
  { bankCode: '022', bankName: 'CIMB Niaga' },
  /** Any other bank: an interbank transfer with the bank code 0567 (spec section 9). */
  { bankCode: '0567', bankName: 'Bank lain' },
] as const;
export type TopUpVaBankCode = (typeof TOP_UP_VA_BANKS)[number]['bankCode'];

/** The stores a payment code can be paid at. */
export const TopUpStoreSchema = z.enum(['ALFAMART', 'INDOMARET']);
export type TopUpStore = z.infer<typeof TopUpStoreSchema>;
export const TOP_UP_STORE_NAMES: Record<TopUpStore, string> = {
  ALFAMART: 'Alfamart',
  INDOMARET: 'Indomaret',
};

/** QRIS, STORE or CARD (a virtual account is its own list, va/recharge). */
export const TopUpChannelSchema = z.enum(['QRIS', 'STORE', 'CARD']);
export type TopUpChannel = z.infer<typeof TopUpChannelSchema>;

/** 0 waiting for the payment, 1 paid, 2 expired unpaid. */
export const TopUpStatusSchema = z.enum(['0', '1', '2']);
export type TopUpStatus = z.infer<typeof TopUpStatusSchema>;

/** How long a QRIS code and a store payment code take a payment. */
export const QRIS_TTL_MINUTES = 30;
export const STORE_CODE_TTL_HOURS = 24;

/**
 * The tier's room for money coming in (spec section 6): the caps, what is used of them, and the most a
 * top-up may be now. '-1' means no cap. Also the ret_data of a tier-cap refusal, so it carries the numbers.
 */
export const TopUpQuotaSchema = z.object({
  mpcLevel: MpcLevelSchema,
  /** Allo Pay, Allo Pay+ or Allo Prime. */
  tierName: TextSchema,
  /** The available balance. */
  balanceAmt: AmountSchema,
  balanceCap: AmountSchema,
  /** Received this calendar month (WIB). */
  incomingAmt: AmountSchema,
  incomingCap: AmountSchema,
  /** The most one top-up may be now: the smaller room of the two caps; '-1' without a cap. */
  maxTopUpAmt: AmountSchema,
  minTopUpAmt: AmountSchema,
  /** Which cap limits maxTopUpAmt: BALANCE, INCOMING, or NONE. */
  limitedBy: z.enum(['BALANCE', 'INCOMING', 'NONE']),
});
export type TopUpQuota = z.infer<typeof TopUpQuotaSchema>;

/** One top-up by QRIS, store or card, as created and as polled. */
export const TopUpOrderSchema = z.object({
  topUpNo: z.string().check(z.regex(/^TU\d{8,20}$/)),
  channel: TopUpChannelSchema,
  amount: AmountSchema,
  status: TopUpStatusSchema,
  createTime: TimestampSchema,
  /** Until when the code takes a payment. */
  expTime: TimestampSchema,
  /** When the money landed; empty while it has not. */
  paidTime: z.union([TimestampSchema, z.literal('')]),
  /** QRIS: the EMVCo merchant-presented payload to draw as a QR code. */
  qrContent: z.optional(z.string().check(z.maxLength(512))),
  /** QRIS: the merchant name in the payload (tag 59). */
  merchantName: z.optional(TextSchema),
  /** STORE: where to pay, and the code the cashier types or scans. */
  store: z.optional(TopUpStoreSchema),
  paymentCode: z.optional(z.string().check(z.regex(/^\d{16}$/))),
  /** CARD: the card, masked 6 + 4 (spec section 9). */
  cardNo: z.optional(TextSchema),
  /** The wallet order of the money received, once paid. */
  mpcOrderNo: z.optional(TextSchema),
  /** The available balance now. */
  balanceAmt: AmountSchema,
});
export type TopUpOrder = z.infer<typeof TopUpOrderSchema>;
