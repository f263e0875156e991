import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ruleNoted } from '../wire-origin';
import { EmptyRequestSchema } from '../entities/primitives';
import { TopUpOrderSchema, TopUpQuotaSchema, TopUpStoreSchema } from '../entities/top-up';
import { AmountInputSchema, TOP_UP_MINIMUM } from '../rules/fields';
import { CardExpirySchema, CardNumberSchema, CvvSchema } from '../rules/top-up';

/**
 * Top-up calls the spec implies but does not name (section 2 lists the QRIS, store and debit card screens,
 * section 7 only va/recharge): marked "not in the spec" in their summaries; decision 0013 records them.
 * The amount is checked by the bank (minimum Rp10.000, the tier's caps) and refused with a wallet code.
 */

/** One id per confirmation (a UUID): sent again, the same request gets the same answer. */
const TxnNoSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/));

/** The amount's rules the bank answers with wallet codes (the client places their texts under the field). */
const TopUpAmountInputSchema = ruleNoted(
  AmountInputSchema,
  `at least ${TOP_UP_MINIMUM} (section 5), else WALLET_TOP_UP_MINIMUM; within the tier's caps (recharge/quota), else WALLET_BALANCE_CAP or WALLET_INCOMING_CAP`,
);

export const topUpQuota = defineEndpoint({
  method: 'POST',
  path: '/ams/trans/recharge/quota',
  request: EmptyRequestSchema,
  response: TopUpQuotaSchema,
  summary:
    'Not in the spec: the tier’s balance and monthly incoming caps, what is used, the most a top-up may be',
  group: 'top-up',
  assumed: 'topUpCalls',
});

export const topUpQris = defineEndpoint({
  method: 'POST',
  path: '/ams/trans/qris/recharge',
  request: z.object({ amount: TopUpAmountInputSchema, txnNo: TxnNoSchema }),
  response: TopUpOrderSchema,
  summary: 'Not in the spec: a dynamic QRIS code (EMVCo merchant-presented) to top up this amount',
  group: 'top-up',
  assumed: 'topUpCalls',
});

export const topUpStore = defineEndpoint({
  method: 'POST',
  path: '/ams/trans/store/recharge',
  request: z.object({ amount: TopUpAmountInputSchema, store: TopUpStoreSchema, txnNo: TxnNoSchema }),
  response: TopUpOrderSchema,
  summary: 'Not in the spec: a payment code to top up this amount in cash at an Alfamart or Indomaret',
  group: 'top-up',
  assumed: 'topUpCalls',
});

export const topUpCard = defineEndpoint({
  method: 'POST',
  path: '/ams/trans/card/recharge',
  request: z.object({
    amount: TopUpAmountInputSchema,
    cardNo: ruleNoted(CardNumberSchema, 'the last digit is the Luhn (mod 10) check digit of the others'),
    /** MM/YY. */
    expiry: ruleNoted(
      CardExpirySchema,
      'a month not yet past on the bank’s clock (the card runs to its end)',
    ),
    cvv: CvvSchema,
    txnNo: TxnNoSchema,
  }),
  response: TopUpOrderSchema,
  summary: 'Not in the spec: top up from a debit card (charged at once; idempotent per txnNo)',
  group: 'top-up',
  assumed: 'topUpCalls',
});

export const topUpQuery = defineEndpoint({
  method: 'POST',
  path: '/ams/trans/recharge/query',
  request: z.object({ topUpNo: z.string().check(z.regex(/^TU\d{8,20}$/)) }),
  response: TopUpOrderSchema,
  summary: 'Not in the spec: one QRIS, store or card top-up and whether its payment arrived (polled)',
  group: 'top-up',
  assumed: 'topUpCalls',
});
