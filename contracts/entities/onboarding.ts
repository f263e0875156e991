import { z } from 'zod/mini';
import { LongTextSchema, TextSchema, TimestampSchema, YesNoSchema } from './primitives';
import { assumed, ours } from '../wire-origin';

/** A key of a free-form info object: plain identifiers only (no __proto__ and friends). */
const InfoKeySchema = z.string().check(
  z.maxLength(64),
  z.regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  z.refine((key) => !['__proto__', 'constructor', 'prototype'].includes(key)),
);

/**
 * A free-form info object the spec names without its fields (flow `data`, `orderInfo`, `EXT_INFO`,
 * `videoBankingInfo`): flat, string values, at most 50 keys, so huge or nested input is refused.
 */
export const FlatInfoSchema = z
  .record(InfoKeySchema, z.string().check(z.maxLength(1024)))
  .check(z.refine((info) => Object.keys(info).length <= 50, { error: 'at most 50 keys' }));
/** The same, or a string (e.g. JSON the client serialised itself). */
export const InfoSchema = z.union([LongTextSchema, FlatInfoSchema]);

/** Onboarding next actions (spec section 4), spelled as the spec spells them (VEDIO_BANKING). */
export const FLOW_ACTIONS = [
  'PAYLATER_INPUT',
  'PRIME_INPUT',
  'OCR',
  'FACE_SCANNING',
  'VEDIO_BANKING',
  'QUESTION_VALIDATE',
  'OTP_VALIDATE',
  'PIN_VALIDATE',
] as const;
export const FlowActionSchema = z.enum(FLOW_ACTIONS);
export type FlowAction = z.infer<typeof FlowActionSchema>;

/**
 * Flow status per next action. The spec saw only '0002' with OCR and '5000' with FACE_SCANNING; their
 * meanings are not shown, so the other steps are numbered alike and '9000' means every step is done.
 */
export const FLOW_STATUS_BY_ACTION = {
  PAYLATER_INPUT: '0001',
  PRIME_INPUT: '0001',
  OCR: '0002',
  OTP_VALIDATE: '3000',
  PIN_VALIDATE: '4000',
  FACE_SCANNING: '5000',
  VEDIO_BANKING: '6000',
  QUESTION_VALIDATE: '7000',
} as const satisfies Record<FlowAction, string>;
export const FLOW_STATUS_DONE = '9000';

export const FlowContextSchema = z.object({
  ocrSeqNo: TextSchema,
  otpSeqNo: TextSchema,
  vbSeqNo: TextSchema,
  faceSeqNo: TextSchema,
  pinSeqNo: TextSchema,
  canOpenPrimeAcct: YesNoSchema,
  ocrOrg: TextSchema,
  isRealNameFaceScanning: YesNoSchema,
  /** The NIK read by the ID scan, masked; '' before a successful scan. */
  idNo: TextSchema,
});

/** An onboarding flow (spec section 3). nextAction is '' once every step is done (status 9000). */
export const FlowSchema = z.object({
  bizServiceId: TextSchema,
  flowId: TextSchema,
  nextAction: z.union([FlowActionSchema, z.literal('')]),
  status: TextSchema,
  flowContext: FlowContextSchema,
});
export type Flow = z.infer<typeof FlowSchema>;

/** Terms content: tncName (e.g. PRIME_AND_PAYLATER) and its HTML. */
export const TncContentSchema = z.object({
  tncName: TextSchema,
  version: ours(TextSchema),
  title: ours(TextSchema),
  content: z.string().check(z.maxLength(100_000)),
});
export const TncContentListSchema = z.object({ tncContentList: z.array(TncContentSchema) });

/** The terms agreement as the bank recorded it. */
export const ProtocolSchema = z.object({
  protocolNo: ours(TextSchema),
  tncName: TextSchema,
  version: ours(TextSchema),
  agreedAt: ours(TimestampSchema),
});
/** save/protocol's answer is not shown in the spec: ours, the client reads nothing of it. */
export const SaveProtocolResultSchema = z.object({ protocolList: ours(z.array(ProtocolSchema)) });

/** Questions of the questionnaire step (QUESTION_VALIDATE). */
export const QuestionSchema = z.object({ id: TextSchema, question: TextSchema });
export const QuestionListSchema = z.object({ questions: assumed('questionList', z.array(QuestionSchema)) });

/**
 * The file an UPLOAD call carries, as the HTTP layer hands it to the bank: a photo or a PDF (or bytes
 * without a type, as a blob made from base64 data may come).
 */
export const UploadedFileSchema = z.object({
  fileName: z.string().check(z.minLength(1), z.maxLength(256)),
  mimeType: z
    .string()
    .check(z.maxLength(128), z.regex(/^(image\/(jpeg|jpg|png|webp|heic)|application\/(pdf|octet-stream))$/)),
  size: z.string().check(z.regex(/^\d{1,9}$/)),
  hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
/** File upload result item (spec section 3). */
export const FileItemSchema = z.object({ fileName: TextSchema, fileId: TextSchema, fileHash: TextSchema });
export const FileUploadResultSchema = z.object({ items: z.array(FileItemSchema) });

/**
 * Document template URLs (query/cdn_tpl_url): the spec says only "Document template URLs", so the answer's
 * list and its items' code, name and version are assumed names (URL is a word of it).
 */
export const DocTplRequestItemSchema = z.object({ DOC_TPL_CODE: TextSchema.check(z.minLength(1)) });
export const DocTplItemSchema = z.object({
  DOC_TPL_CODE: assumed('docTplUrls', TextSchema),
  DOC_TPL_NAME: assumed('docTplUrls', TextSchema),
  VERSION: assumed('docTplUrls', TextSchema),
  URL: TextSchema,
});
export const DocTplUrlListSchema = z.object({
  TENANT_ID: TextSchema,
  DOC_TPL_RESP_LIST: assumed('docTplUrls', z.array(DocTplItemSchema)),
});
