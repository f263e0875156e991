import { z } from 'zod';
import { isSuccessCode } from '../../contracts/envelope';

/** One injected fault; `path` matches any request whose path contains it (all requests when absent). */
export const FaultSchema = z.object({
  path: z.string().max(256).optional(),
  kind: z.enum(['network', 'timeout', 'http', 'code']),
  status: z.number().int().min(400).max(599).optional(),
  /** A failure code: a success is the bank's own to answer, with the call's data (the document says so). */
  code: z
    .string()
    .regex(/^\d{4,10}$/)
    .refine((code) => !isSuccessCode(code), { error: 'successCode' })
    .optional(),
});
export type Fault = z.infer<typeof FaultSchema>;

export const FaultsInputSchema = z.object({
  latencyMs: z.number().int().min(0).max(60000).optional(),
  next: z.array(FaultSchema).max(50).optional(),
});
export type FaultsInput = z.infer<typeof FaultsInputSchema>;
