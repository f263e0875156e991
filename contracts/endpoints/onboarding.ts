import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint';
import {
  DocTplRequestItemSchema,
  DocTplUrlListSchema,
  FileUploadResultSchema,
  FlatInfoSchema,
  FlowActionSchema,
  FlowSchema,
  InfoSchema,
  QuestionListSchema,
  SaveProtocolResultSchema,
  TncContentListSchema,
  UploadedFileSchema,
} from '../entities/onboarding';
import { ApplyBizTypeSchema, ApplyCreditResultSchema } from '../entities/onboarding-apply';
import {
  CITY_LEVELS,
  CityLevelSchema,
  CityListSchema,
  ExtCustInfoAnswerSchema,
  ExtInfoInputSchema,
} from '../entities/onboarding-ext-info';
import { EmptyRequestSchema, TextSchema, YesNoSchema } from '../entities/primitives';
import { requiredWhen } from '../rules/cross-field';
import { ruleNoted } from '../wire-origin';
import { IdSchema } from './onboarding-result';

// The onboarding calls of the endpoint table: terms, the flow engine, the Pay Later form, the address
// lookup, uploads, document templates and the credit application. The application's result is in a module
// of its own, for the landing's first load.

export { queryApplyResult } from './onboarding-result';

export const getTncContent = defineEndpoint({
  method: 'POST',
  path: '/ams/account/get/tnc_content',
  request: z.object({ tncName: z.optional(IdSchema) }),
  response: TncContentListSchema,
  summary: 'Terms and conditions as HTML (all documents, or the one named by tncName)',
  group: 'account',
});

export const queryFlow = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/flow',
  request: z.object({ flowId: IdSchema, type: z.string().check(z.maxLength(32)) }),
  response: FlowSchema,
  summary: 'The onboarding flow and its next action',
  group: 'onboarding',
});

export const checkFlow = defineEndpoint({
  method: 'POST',
  path: '/ams/account/check/flow',
  request: z.object({
    bizServiceId: IdSchema,
    channel: TextSchema,
    orderInfo: z.optional(InfoSchema),
    session: z.optional(TextSchema),
  }),
  response: FlowSchema,
  summary: 'The onboarding flow of a business service (e.g. PAYLATER_APPLY): which checks are still due',
  group: 'onboarding',
});

/**
 * What `data` carries per action (the bank checks the OCR data with KtpDataSchema, the forms' own rules):
 * free-form in the contract, so its rules are named.
 */
const FLOW_DATA_RULE =
  "per action. OCR: the e-KTP data as the confirm or manual form sends it, or left out to confirm the scan as read: nik 16 digits; name 2 to 256 of letters, space and . , - ' ` ‘; birthPlace up to 256 of the same; dateOfBirth year-month-day (1 to 4 digit year) or with slashes, a real calendar date; gender M or F (section 5); else ONB_OCR_DATA_INVALID with ret_data.issues by field (nik, name...); a NIK other than the card scanned before is ONB_OCR_DIFFERENT_CARD. OTP_VALIDATE and PIN_VALIDATE: { session } of verify/otp or password/validate. Other actions: nothing.";

export const submitFlow = defineEndpoint({
  method: 'POST',
  path: '/ams/account/submit/flow',
  request: z.object({
    flowId: IdSchema,
    action: FlowActionSchema,
    channel: TextSchema,
    data: ruleNoted(z.optional(InfoSchema), FLOW_DATA_RULE),
    txnNo: IdSchema,
  }),
  response: FlowSchema,
  summary: 'Complete the current step of a flow (once its check succeeded); answers the next action',
  group: 'onboarding',
});

export const queryQuestionList = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/question_list',
  request: z.object({ flowId: IdSchema }),
  response: QuestionListSchema,
  summary: 'Questions of the questionnaire step (QUESTION_VALIDATE)',
  group: 'onboarding',
});

/** Section 5: the three boxes of the terms screen are all ticked; the spec's text comes with the refusal. */
const TICKED = "'Y' (section 5: all three ticked); any 'N' is refused with ONB_TERMS_NOT_AGREED";

export const saveProtocol = defineEndpoint({
  method: 'POST',
  path: '/ams/account/save/protocol',
  request: z.object({
    tncNameList: z.array(IdSchema).check(z.minLength(1), z.maxLength(10)),
    /** Read to the bottom and agreed. */
    readAndAgree: ruleNoted(YesNoSchema, TICKED),
    /** Declares not to be a US or European tax citizen. */
    notUsEuTaxCitizen: ruleNoted(YesNoSchema, TICKED),
    /** Consents to the use of personal data. */
    dataUseConsent: ruleNoted(YesNoSchema, TICKED),
  }),
  response: SaveProtocolResultSchema,
  summary: 'Record the terms agreement (the three checkboxes): which terms and when',
  group: 'onboarding',
});

export const saveExtInfo = defineEndpoint({
  method: 'POST',
  path: '/ams/account/save/ext_info',
  request: ExtInfoInputSchema,
  response: ExtCustInfoAnswerSchema,
  summary: 'Save the Pay Later form (extended customer info) under the section 5 rules',
  group: 'onboarding',
});

export const queryExtCustInfo = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/ext_cust_info',
  request: EmptyRequestSchema,
  response: ExtCustInfoAnswerSchema,
  summary: 'The extended customer info saved by the Pay Later form',
  group: 'onboarding',
});

export const queryCity = defineEndpoint({
  method: 'POST',
  path: '/ams/common/query/city',
  // Below the provinces a level is looked up under its parent: parentCode is then required.
  request: requiredWhen(
    z.object({
      type: CityLevelSchema,
      parentCode: z.optional(z.string().check(z.maxLength(16))),
    }),
    'parentCode',
    { key: 'type', values: CITY_LEVELS.filter((level) => level > '1') },
  ),
  response: CityListSchema,
  summary:
    "Address lookup, one level at a time: type '0' country, '1' provinces, '2' cities, '3' districts, '4' sub-districts, '5' postal code of parentCode",
  group: 'onboarding',
});

export const commonUploadFile = defineEndpoint({
  method: 'UPLOAD',
  path: '/ams/common/common/upload/file',
  request: z.object({ file: UploadedFileSchema, fileType: z.optional(TextSchema) }),
  response: FileUploadResultSchema,
  summary: 'Upload a photo or document (multipart field "file"); the ID scan reads it by fileId and fileHash',
  group: 'onboarding',
});

export const queryCdnTplUrl = defineEndpoint({
  method: 'POST',
  path: '/ams/account/query/cdn_tpl_url',
  request: z.object({
    TENANT_ID: IdSchema,
    DOC_TPL_REQ_LIST: z.array(DocTplRequestItemSchema).check(z.minLength(1), z.maxLength(20)),
  }),
  response: DocTplUrlListSchema,
  summary: 'URLs of document templates (PDF terms) by DOC_TPL_CODE',
  group: 'content',
});

export const applyCredit = defineEndpoint({
  method: 'POST',
  path: '/ams/account/apply/credit',
  request: z.object({
    OPEN_ACCT_CASE_NO: IdSchema,
    BIZ_TYPE: ApplyBizTypeSchema,
    EXT_INFO: z.optional(FlatInfoSchema),
    CUSTOMER_EXT_INFO: z.optional(ExtInfoInputSchema),
  }),
  response: ApplyCreditResultSchema,
  summary: 'Apply for the credit line (idempotent per OPEN_ACCT_CASE_NO); answers the APP_NO to poll',
  group: 'paylater-apply',
});
