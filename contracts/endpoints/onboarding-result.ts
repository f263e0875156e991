import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import { ApplyBizTypeSchema, ApplyResultSchema } from '../entities/onboarding-apply';
import { TextSchema } from '../entities/primitives';

// The one onboarding call the landing asks (the application's result), in a module of its own so the
// landing's chunks do not carry the onboarding form's schemas (about 3 KB gzipped; decision 0046).
// contracts/endpoints/onboarding.ts re-exports it: the endpoint table is unchanged.

/** A non-empty id (the onboarding calls' case, application and flow numbers). */
export const IdSchema = TextSchema.check(z.minLength(1));

export const queryApplyResult = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/apply_result',
  request: z.object({ BIZ_TYPE: ApplyBizTypeSchema, APP_NO: IdSchema }),
  response: ApplyResultSchema,
  summary: 'Status of the application (polled): processing, pre-approved, verifying, failed, success',
  group: 'paylater-apply',
});
