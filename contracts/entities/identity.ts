import { z } from 'zod/mini';
import { TextSchema, TimestampSchema, YesNoSchema } from './primitives';

/** ID scan result (spec section 3). dateOfBirth as YYYY-MM-DD, the form's date format. */
export const KtpScanResultSchema = z.object({
  nik: TextSchema,
  name: TextSchema,
  birthPlace: TextSchema,
  dateOfBirth: TextSchema,
  email: TextSchema,
  ktpSession: TextSchema,
});
export type KtpScanResult = z.infer<typeof KtpScanResultSchema>;

/** Attempts of a daily-limited check (ID scan, face detection, video banking); released at 00:00 WIB. */
export const DailyAttemptsSchema = z.object({
  attemptsPerDay: z.string().check(z.regex(/^\d+$/)),
  attemptsLeft: z.string().check(z.regex(/^\d+$/)),
  limitReached: YesNoSchema,
  /** When today's attempts come back: the next 00:00 WIB, yyyymmddhhmmss. */
  releaseTime: TimestampSchema,
});
export type DailyAttempts = z.infer<typeof DailyAttemptsSchema>;

/** A return code as a result field carries it (the code of a refused check, '0000' for a pass). */
const ResultCodeSchema = z.string().check(z.regex(/^\d{4,10}$/));

/**
 * ocr/pre_check: attempts left today, and the last scan of today (docs/decisions/0025), so a screen opened
 * later (a link, a reload) shows it: its return code ('0000' read, else the refusal's code), the flow it was
 * for and, when the card was read, what it read.
 */
export const OcrPreCheckSchema = z.extend(DailyAttemptsSchema, {
  lastScan: z.optional(
    z.object({
      flowId: TextSchema,
      code: ResultCodeSchema,
      /** A read card: the data the confirm-data form starts from (as ocr/ktp answered it). */
      result: z.optional(KtpScanResultSchema),
    }),
  ),
});
export type OcrPreCheck = z.infer<typeof OcrPreCheckSchema>;

/** Face id, camel-case shape (ams/account/get/faceid). */
export const FaceIdSchema = z.object({ faceId: TextSchema, ticket: TextSchema, faceOrg: TextSchema });
/** Face id, upper-case shape (core/account/get/face_id). */
export const FaceIdUpperSchema = z.object({
  FACE_ID: TextSchema,
  APP_NO: TextSchema,
  TICKET: TextSchema,
  FACE_ORG: TextSchema,
});

/** Face status: T passed (the spec's mock), F the last attempt failed, N no attempt yet. */
export const FaceStatusSchema = z.enum(['T', 'F', 'N']);
/** Face scan result (spec section 3): APP_NO, STATUS. */
export const FaceScanResultSchema = z.object({ APP_NO: TextSchema, STATUS: FaceStatusSchema });
/**
 * query/face_result: the scan result, and for a failed check the code it was refused with (blurry, low
 * light, accessories), so the retry screen opened later gives the same advice (docs/decisions/0025).
 */
export const FaceResultQuerySchema = z.extend(FaceScanResultSchema, {
  FAIL_CODE: z.optional(ResultCodeSchema),
});
