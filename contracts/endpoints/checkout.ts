import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { OrderDetailSchema, UnionPayLoanResultSchema, UnionPayQuerySchema } from '../entities/checkout';
import { WholeRupiahSchema } from '../entities/credit';
import { TextSchema } from '../entities/primitives';
import { AmountInputSchema } from '../rules/fields';
import { ruleNoted } from '../wire-origin';

export const unionPay = defineEndpoint({
  method: 'POST',
  path: '/core/trans/pay/union_pay',
  request: ruleNoted(
    z.object({
      totalAmt: AmountInputSchema,
      /** Points spent, worth pointsCashValue rupiah. */
      pointsAmt: WholeRupiahSchema,
      pointsCashValue: WholeRupiahSchema,
      balanceAmt: WholeRupiahSchema,
      paylaterAmt: WholeRupiahSchema,
      /** Pay Later term in months; '0' when paylaterAmt is 0. */
      loanTerm: z.string().check(z.regex(/^\d{1,2}$/)),
      channelId: z.string().check(z.minLength(1), z.maxLength(64)),
      orderNo: z.string().check(z.minLength(1), z.maxLength(64)),
      goodsList: z
        .array(
          z.object({
            goodsId: TextSchema.check(z.maxLength(64)),
            goodsName: TextSchema.check(z.maxLength(128)),
            goodsNum: z.string().check(z.regex(/^[1-9]\d{0,3}$/)),
            goodsPrice: WholeRupiahSchema,
            goodsDesc: z.optional(TextSchema),
          }),
        )
        .check(z.maxLength(50)),
    }),
    'pointsCashValue + balanceAmt + paylaterAmt must equal totalAmt, and pointsAmt is 0 exactly when pointsCashValue is 0 (else CREDIT_PAYMENT_AMOUNT_MISMATCH); paylaterAmt within the available limit and above the Pay Later plan minimum, loanTerm one of its terms.',
  ),
  response: UnionPayQuerySchema,
  summary:
    'Pay a merchant order with points, balance and Pay Later (parts add up to totalAmt; idempotent per orderNo; 40404 fails)',
  group: 'checkout',
});

const BizSeqNoRequest = z.object({ bizSeqNo: z.string().check(z.minLength(1), z.maxLength(64)) });

export const unionPayQuery = defineEndpoint({
  method: 'POST',
  path: '/core/trans/pay/union_pay_query',
  request: BizSeqNoRequest,
  response: UnionPayQuerySchema,
  summary: 'Result of a checkout payment (polled: processing, then success or failed)',
  group: 'checkout',
});

export const unionPayLoanResult = defineEndpoint({
  method: 'POST',
  path: '/core/trans/pay/union_pay_loan_result',
  request: BizSeqNoRequest,
  response: UnionPayLoanResultSchema,
  summary: 'The Pay Later loan a checkout payment made (polled)',
  group: 'checkout',
});

export const unionPayOrderDetail = defineEndpoint({
  method: 'POST',
  path: '/core/trans/pay/order_detail',
  request: z.object({ mpcOrderNo: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: OrderDetailSchema,
  summary: 'Detail of a checkout order: parts paid, goods, payer and payee',
  group: 'checkout',
});
