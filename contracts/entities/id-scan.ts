import { z } from 'zod/mini';
import { TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { spelledEither } from '../spelling';
import { assumed, ours } from '../wire-origin';

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
export const OcrPreCheckSchema = z.object({
  attemptsPerDay: assumed('ocrAttempts', DailyAttemptsSchema.shape.attemptsPerDay),
  attemptsLeft: assumed('ocrAttempts', DailyAttemptsSchema.shape.attemptsLeft),
  limitReached: assumed('ocrAttempts', DailyAttemptsSchema.shape.limitReached),
  releaseTime: assumed('ocrAttempts', DailyAttemptsSchema.shape.releaseTime),
  /** Ours: without it a screen opened later starts from the guidance (or the manual form after a read). */
  lastScan: ours(
    z.object({
      flowId: TextSchema,
      code: ResultCodeSchema,
      /** A read card: the data the confirm-data form starts from (as ocr/ktp answered it). */
      result: z.optional(KtpScanResultSchema),
    }),
  ),
});
export type OcrPreCheck = z.infer<typeof OcrPreCheckSchema>;

/**
 * Face id (spec section 3: "FACE_ID or faceId, APP_NO, TICKET or ticket, FACE_ORG or faceOrg"), the answer of
 * both ams/account/get/faceid and core/account/get/face_id; read it with `either`.
 */
export const FaceIdSchema = spelledEither(
  z.object({
    FACE_ID: z.optional(TextSchema),
    faceId: z.optional(TextSchema),
    APP_NO: TextSchema,
    TICKET: z.optional(TextSchema),
    ticket: z.optional(TextSchema),
    FACE_ORG: z.optional(TextSchema),
    faceOrg: z.optional(TextSchema),
  }),
  [
    ['FACE_ID', 'faceId'],
    ['TICKET', 'ticket'],
    ['FACE_ORG', 'faceOrg'],
  ],
);
export type FaceId = z.infer<typeof FaceIdSchema>;

/** Face status: T passed (the spec's mock), F the last attempt failed, N no attempt yet. */
export const FaceStatusSchema = z.enum(['T', 'F', 'N']);
/** Face scan result (spec section 3): APP_NO, STATUS. */
export const FaceScanResultSchema = z.object({ APP_NO: TextSchema, STATUS: FaceStatusSchema });
/**
 * query/face_result: the scan result, and for a failed check the code it was refused with (blurry, low
 * light, accessories), so the retry screen opened later gives the same advice (docs/decisions/0025).
 */
export const FaceResultQuerySchema = z.extend(FaceScanResultSchema, {
  /** Ours: without it the retry screen says the previous attempt failed. */
  FAIL_CODE: ours(ResultCodeSchema),
});
