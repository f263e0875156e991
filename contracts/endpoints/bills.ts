import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { BillListSchema, BillSchema } from '../entities/bills';
import { PageSizeSchema, StmtMonthSchema } from '../entities/credit';
import { YesNoSchema } from '../entities/primitives';
import { RefundRepayRecordSchema } from '../entities/repayment';

export const creditBill = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/bill',
  request: z.object({ STMT_MONTH: StmtMonthSchema }),
  response: BillSchema,
  summary: 'The statement of one month: amounts, status, late fees, instalments and the upcoming ones',
  group: 'bills',
});

export const creditBillList = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/bill_list',
  request: z.object({
    /** A all printed statements, F cleaned ones only. */
    TYPE: z.enum(['A', 'F']),
    PAGESIZE: PageSizeSchema,
    /** '0' for the first page, then the LAST_ROW_KEY answered (a STMT_MONTH). */
    LAST_ROW_KEY: z.string().check(z.regex(/^(0|20\d{2}(0[1-9]|1[0-2]))$/)),
  }),
  response: BillListSchema,
  summary: 'Bill history, newest first, paged by LAST_ROW_KEY',
  group: 'bills',
});

export const creditRefundRepayRecord = defineEndpoint({
  method: 'POST',
  path: '/core/trans/query/refund_repay_record',
  request: z.object({
    /** '0' for the first page, then the LAST_ROW_KEY answered. */
    LAST_ROW_KEY: z.string().check(z.regex(/^(0|\d{14}-[A-Z0-9]{1,40})$/)),
    NEXTPAGE_FLG: YesNoSchema,
    PAGESIZE: z.optional(PageSizeSchema),
  }),
  response: RefundRepayRecordSchema,
  summary: 'Refund and repayment records, newest first, paged by LAST_ROW_KEY (10 a page by default)',
  group: 'bills',
});
