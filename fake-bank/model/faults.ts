import { z } from 'zod/mini';
import { isSuccessCode } from '../../contracts/envelope';

/** One injected fault; `path` matches any request whose path contains it (all requests when absent). */
export const FaultSchema = z.object({
  path: z.optional(z.string().check(z.maxLength(256))),
  kind: z.enum(['network', 'timeout', 'http', 'code']),
  status: z.optional(z.number().check(z.int(), z.gte(400), z.lte(599))),
  /** A failure code: a success is the bank's own to answer, with the call's data (the document says so). */
  code: z.optional(
    z.string().check(
      z.regex(/^\d{4,10}$/),
      z.refine((code) => !isSuccessCode(code), { error: 'successCode' }),
    ),
  ),
});
export type Fault = z.infer<typeof FaultSchema>;

export const FaultsInputSchema = z.object({
  latencyMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(60000))),
  next: z.optional(z.array(FaultSchema).check(z.maxLength(50))),
});
export type FaultsInput = z.infer<typeof FaultsInputSchema>;
