import { z } from 'zod/mini';
import { TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { assumed, ours } from '../wire-origin';

/**
 * Status of a video banking session: QUEUING (position and wait time go down as it is polled),
 * CONNECTING (an agent took the call: channelName and token are set), CONNECTED (talking to the agent),
 * FINISHED (the agent closed the call; the result can be queried), FAILED (connect failed), LEFT (left
 * the queue), CLOSED (still queuing when the service hours ended: schedule later).
 */
export const VB_SESSION_STATUSES = [
  'QUEUING',
  'CONNECTING',
  'CONNECTED',
  'FINISHED',
  'FAILED',
  'LEFT',
  'CLOSED',
] as const;
export const VbSessionStatusSchema = z.enum(VB_SESSION_STATUSES);
export type VbSessionStatus = z.infer<typeof VbSessionStatusSchema>;

/** Service hours of video banking (WIB) and whether the bank is within them now. */
export const VbServiceTimeSchema = z.object({
  serviceStartTime: assumed('vbPreCheck', z.string().check(z.regex(/^\d{2}:\d{2}$/))),
  serviceEndTime: assumed('vbPreCheck', z.string().check(z.regex(/^\d{2}:\d{2}$/))),
  inServiceTime: assumed('vbPreCheck', YesNoSchema),
  /** The next opening, yyyymmddhhmmss WIB (now when within service hours). */
  nextServiceTime: assumed('vbPreCheck', TimestampSchema),
});

/**
 * Video session (spec section 3): status, waitTime (seconds), pos (0 once an agent took the call),
 * channelName, token, uid and agoraAppId (set once the call connects), currentTime (bank time).
 */
export const VideoSessionSchema = z.object({
  sessionId: TextSchema,
  status: VbSessionStatusSchema,
  waitTime: z.string().check(z.regex(/^\d+$/)),
  pos: z.string().check(z.regex(/^\d+$/)),
  channelName: TextSchema,
  token: TextSchema,
  uid: TextSchema,
  agoraAppId: TextSchema,
  currentTime: TimestampSchema,
  /** Only in the answer to opType '4' (query service time). */
  serviceTime: z.optional(VbServiceTimeSchema),
});
export type VideoSession = z.infer<typeof VideoSessionSchema>;

export const VbChecklistItemSchema = z.object({
  index: z.string().check(z.regex(/^\d+$/)),
  data: TextSchema,
  check: z.boolean(),
  mandatory: z.boolean(),
});

/** Video banking session result (spec section 3). */
export const VbSessionResultSchema = z.object({
  sessionId: TextSchema,
  isNameCorrect: z.boolean(),
  isMmnCorrect: z.boolean(),
  isNikCorrect: z.boolean(),
  isDateOfBirthCorrect: z.boolean(),
  isGenderTheSame: z.boolean(),
  isFaceTheSame: z.boolean(),
  hasReadTerms: z.boolean(),
  hasConnectionIssue: z.boolean(),
  hasSuspiciousIndr: z.boolean(),
  checklist: z.array(VbChecklistItemSchema),
});
export type VbSessionResult = z.infer<typeof VbSessionResultSchema>;

/** vb/pre_check: may the user start video banking now? */
export const VbPreCheckSchema = z.extend(VbServiceTimeSchema, {
  entitled: YesNoSchema,
  attemptsPerDay: assumed('vbPreCheck', z.string().check(z.regex(/^\d+$/))),
  attemptsLeft: assumed('vbPreCheck', z.string().check(z.regex(/^\d+$/))),
  /** The session still open (queuing or in a call), '' when none. Ours: without it no call is resumed. */
  activeSessionId: ours(TextSchema),
  /** When today's attempts come back: the next 00:00 WIB, yyyymmddhhmmss. */
  releaseTime: assumed('vbPreCheck', TimestampSchema),
});

/** One answer of the questionnaire (QUESTION_RESULT of submit/vb_result). */
export const QuestionAnswerSchema = z.object({ id: TextSchema.check(z.minLength(1)), answer: TextSchema });
/** submit/vb_result: whether the answers were right. */
export const VbResultAnswerSchema = z.object({
  BIZ_TYPE: TextSchema,
  RESULT: assumed('vbResultAnswer', z.enum(['PASS', 'FAIL'])),
  WRONG_COUNT: ours(z.string().check(z.regex(/^\d+$/))),
});

/** Anti-fraud decision: actionType PASS, REVIEW or REJECT; controlPeriod in days (0 none). */
export const AntifraudResultSchema = z.object({
  actionType: z.enum(['PASS', 'REVIEW', 'REJECT']),
  controlPeriod: z.string().check(z.regex(/^\d+$/)),
});
