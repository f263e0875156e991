import { isoToMs, toBusinessDate } from '../../contracts/dates';
import { VbSessionResultSchema } from '../../contracts/entities/video-banking';
import { z } from 'zod/mini';
import type { Faker } from '@faker-js/faker';
import { TextSchema } from '../../contracts';
import { PersonalDigestSchema } from './onboarding-personal';
import type { SliceContext } from './slice-context';

/** ISO 8601 with offset (the session clock, WIB): readable in the state dump. */
export const IsoSchema = z.string().check(z.maxLength(40));

/**
 * Attempts of a check limited per day: the business date (YYYYMMDD, WIB) they belong to and how many were
 * used. A new day starts from 0, so a lock is released at 00:00 WIB on the session clock.
 */
export const DailyCountSchema = z.object({
  date: z.string().check(z.regex(/^(\d{8})?$/)),
  used: z.number().check(z.int(), z.gte(0)),
});
export type DailyCount = z.infer<typeof DailyCountSchema>;

/** A file the upload call received (the bytes are not kept: name, type, size and sha256). */
export const UploadSchema = z.object({
  fileId: TextSchema,
  fileName: TextSchema,
  fileHash: TextSchema,
  mimeType: TextSchema,
  size: TextSchema,
  uploadedAt: IsoSchema,
});

export const OcrStateSchema = z.object({
  attemptsPerDay: z.number().check(z.int(), z.gte(1), z.lte(50)),
  attempts: DailyCountSchema,
  /**
   * NIK of the card scanned or confirmed before, masked (3201********0001; '' none yet: the bank compares with
   * the customer's). 16 digits only in a row or file from before issue 39, masked when a snapshot keeps it.
   */
  scannedNik: z.string().check(z.regex(/^(\d{16}|\d{4}\*{8}\d{4})?$/)),
  /** Its keyed digest (onboarding-personal.ts): what a NIK typed later is compared with. */
  scannedNikDigest: z._default(PersonalDigestSchema, ''),
  /** Scans so far (numbers ktpSession). */
  scans: z.number().check(z.int(), z.gte(0)),
  /**
   * The last scan (ocr/pre_check reports it while it is of today): READ, or the code it was refused with;
   * the flow it was for and its session when it has one.
   */
  last: z.optional(
    z.nullable(
      z.object({
        outcome: z.enum([
          'READ',
          'ONB_OCR_BLURRY',
          'ONB_OCR_BORDER_MISSING',
          'ONB_OCR_STRONG_FLASH',
          'ONB_OCR_UNREADABLE',
          'ONB_OCR_DIFFERENT_CARD',
        ]),
        flowId: TextSchema,
        ktpSession: TextSchema,
        at: IsoSchema,
      }),
    ),
  ),
});
export type OcrScanOutcome = NonNullable<z.infer<typeof OcrStateSchema>['last']>['outcome'];

export const FaceResultSchema = z.object({
  scene: TextSchema,
  appNo: TextSchema,
  status: z.enum(['T', 'F']),
  /** A failed check: the code it was refused with (query/face_result answers it as FAIL_CODE). */
  code: z.optional(z.enum(['ONB_FACE_BLURRY', 'ONB_FACE_LOW_LIGHT', 'ONB_FACE_ACCESSORIES'])),
  at: IsoSchema,
});

export const FaceStateSchema = z.object({
  attemptsPerDay: z.number().check(z.int(), z.gte(1), z.lte(50)),
  attempts: DailyCountSchema,
  /** The face-recognition provider named in FACE_ORG / faceOrg. */
  faceOrg: TextSchema,
  /** The flow that last asked for a face id (get/faceid); a passed scan completes its face check. */
  flowId: TextSchema,
  /** Results per scene and application, newest last. */
  results: z.array(FaceResultSchema).check(z.maxLength(20)),
  scans: z.number().check(z.int(), z.gte(0)),
});

/** What the agent found in the video call (the session result); all true but the two issue flags = passed. */
export const VbFindingsSchema = z.omit(VbSessionResultSchema, { sessionId: true, checklist: true });
export type VbFindings = z.infer<typeof VbFindingsSchema>;

export const VbSessionStateSchema = z.object({
  sessionId: TextSchema,
  scene: TextSchema,
  status: z.enum(['QUEUING', 'CONNECTING', 'CONNECTED', 'FINISHED', 'FAILED', 'LEFT', 'CLOSED']),
  createdAt: IsoSchema,
  /** When the call connected ('' before): the agent finishes it `callSeconds` later on the session clock. */
  connectedAt: z._default(IsoSchema, ''),
  /** Queue position when the session was created. */
  startPos: z.number().check(z.int(), z.gte(0), z.lte(999)),
  /** Status polls (opType 1) so far: each moves the queue one place besides the clock. */
  polls: z.number().check(z.int(), z.gte(0)),
  /** The mother's first name said at the start, masked (K******). */
  motherFirstName: TextSchema,
  /** Its keyed digest: the agent's check compares it with the saved form's. */
  motherFirstNameDigest: z._default(PersonalDigestSchema, ''),
  currentAddress: TextSchema,
});
export type VbSessionState = z.infer<typeof VbSessionStateSchema>;

export const VbStateSchema = z.object({
  /** Entitled to video banking for a bigger limit (not: "application still reviewed"). */
  entitled: z.boolean(),
  attemptsPerDay: z.number().check(z.int(), z.gte(1), z.lte(50)),
  attempts: DailyCountSchema,
  /** Service hours, WIB, HH:MM. */
  serviceStart: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  serviceEnd: z.string().check(z.regex(/^\d{2}:\d{2}$/)),
  /** Where a new session joins the queue, and how long each place takes on the session clock. */
  queueStartPos: z.number().check(z.int(), z.gte(0), z.lte(999)),
  secondsPerPosition: z.number().check(z.int(), z.gte(1), z.lte(3600)),
  /** The next call fails to connect when the agent picks up (vb.connect-failed); a retry connects. */
  connectFails: z.boolean(),
  /** How long the agent's call lasts on the session clock before the agent finishes it. */
  callSeconds: z._default(z.number().check(z.int(), z.gte(10), z.lte(3600)), 300),
  agoraAppId: TextSchema,
  sessions: z.array(VbSessionStateSchema).check(z.maxLength(10)),
  /** What the agent finds in the next call. */
  findings: VbFindingsSchema,
  antifraud: z.object({
    actionType: z.enum(['PASS', 'REVIEW', 'REJECT']),
    controlPeriod: z.string().check(z.regex(/^\d+$/)),
  }),
});
export type VbState = z.infer<typeof VbStateSchema>;

export const PASSED_FINDINGS: VbFindings = {
  isNameCorrect: true,
  isMmnCorrect: true,
  isNikCorrect: true,
  isDateOfBirthCorrect: true,
  isGenderTheSame: true,
  isFaceTheSame: true,
  hasReadTerms: true,
  hasConnectionIssue: false,
  hasSuspiciousIndr: false,
};

export function createOcrState(): z.infer<typeof OcrStateSchema> {
  return {
    attemptsPerDay: 5,
    attempts: { date: '', used: 0 },
    scannedNik: '',
    scannedNikDigest: '',
    scans: 0,
  };
}

export function createFaceState(): z.infer<typeof FaceStateSchema> {
  return {
    attemptsPerDay: 5,
    attempts: { date: '', used: 0 },
    faceOrg: 'ADVANCE_AI',
    flowId: '',
    results: [],
    scans: 0,
  };
}

export function createVbState(faker: Faker, _context: SliceContext): VbState {
  return {
    entitled: true,
    attemptsPerDay: 3,
    attempts: { date: '', used: 0 },
    serviceStart: '08:00',
    serviceEnd: '20:00',
    queueStartPos: faker.number.int({ min: 3, max: 6 }),
    secondsPerPosition: 60,
    connectFails: false,
    callSeconds: 300,
    agoraAppId: faker.string.hexadecimal({ length: 32, casing: 'lower', prefix: '' }),
    sessions: [],
    findings: { ...PASSED_FINDINGS },
    antifraud: { actionType: 'PASS', controlPeriod: '0' },
  };
}

/** The business date (YYYYMMDD, WIB) of an ISO time: what a DailyCount's date is compared with. */
export function wibDateOf(iso: string): string {
  return toBusinessDate(isoToMs(iso));
}

/** For scenarios: every attempt of the day of `clockIso` used up (released at the next 00:00 WIB). */
export function exhaustAttempts(check: { attemptsPerDay: number; attempts: DailyCount }, clockIso: string) {
  check.attempts = { date: wibDateOf(clockIso), used: check.attemptsPerDay };
}
