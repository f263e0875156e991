import { z } from 'zod';
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
  attemptsPerDay: z.string().regex(/^\d+$/),
  attemptsLeft: z.string().regex(/^\d+$/),
  limitReached: YesNoSchema,
  /** When today's attempts come back: the next 00:00 WIB, yyyymmddhhmmss. */
  releaseTime: TimestampSchema,
});
export type DailyAttempts = z.infer<typeof DailyAttemptsSchema>;

/** ocr/pre_check: attempts left today. */
export const OcrPreCheckSchema = DailyAttemptsSchema;

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
