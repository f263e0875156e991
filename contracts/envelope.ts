import { z } from 'zod/mini';

/** Success codes besides the generic "ends in 0000" rule (spec section 7). */
export const EXTRA_SUCCESS_CODES = ['80460000', '80430241'] as const;

export function isSuccessCode(code: string): boolean {
  return code.endsWith('0000') || (EXTRA_SUCCESS_CODES as readonly string[]).includes(code);
}

/**
 * The outer envelope, parsed first with `ret_data: unknown`; `ret_data` is parsed with the endpoint's
 * response schema only once the code says success.
 */
export const EnvelopeSchema = z.object({
  ret_code: z.string(),
  ret_msg: z.optional(z.string()),
  ret_message: z.optional(z.string()),
  ret_data: z.unknown(),
  biz_no: z.optional(z.string()),
  system_time: z.optional(z.string()),
  token_status: z.optional(z.string()),
  process_type: z.optional(z.string()),
  hj_biz_no: z.optional(z.string()),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

export function envelopeOf<T extends z.ZodMiniType>(data: T) {
  return z.extend(EnvelopeSchema, { ret_data: data });
}

/** The message of an envelope, wherever the bank put it. */
export function envelopeMessage(envelope: Envelope): string {
  return envelope.ret_msg ?? envelope.ret_message ?? '';
}
