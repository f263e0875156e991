import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { PageIndexSchema, PageSizeSchema, PersonalCenterSchema } from '../entities/credit';
import { PayLaterEquityListSchema } from '../entities/equity';
import { EmptyRequestSchema } from '../entities/primitives';

export const creditPersonalCenter = defineEndpoint({
  method: 'POST',
  path: '/core/account/query/personal_center',
  request: EmptyRequestSchema,
  response: PersonalCenterSchema,
  summary:
    'The Pay Later account: limits, bills, statement and account status, block code, overdue days and loan plans',
  group: 'paylater-home',
});

export const creditCouponList = defineEndpoint({
  method: 'POST',
  path: '/core/account/query/coupon',
  request: z.object({
    /** '' for every type. */
    equityType: z.enum(['', 'INT_R', 'INT_TIC_P', 'INT_TIC_T']),
    /** 0 available, 1 used or expired, '' all. */
    opt: z.enum(['', '0', '1']),
    pageSize: PageSizeSchema,
    pageIndex: PageIndexSchema,
  }),
  response: PayLaterEquityListSchema,
  summary: 'Pay Later coupons (equities) of the account: available, used and expired by the session clock',
  group: 'paylater-coupons',
});
