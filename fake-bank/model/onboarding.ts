import { z } from 'zod/mini';
import { mobileFromDigits } from './mobile-numbers';
import type { Faker } from '@faker-js/faker';
import { TextSchema } from '../../contracts';
import { FlowActionSchema, type FlowAction } from '../../contracts/entities/onboarding';
import {
  CreditScoreLevelSchema,
  RejectDetailSchema,
  RejectReasonSchema,
} from '../../contracts/entities/onboarding-apply';
import { ExtCustInfoSchema } from '../../contracts/entities/onboarding-ext-info';
import {
  FaceStateSchema,
  IsoSchema,
  OcrStateSchema,
  UploadSchema,
  VbStateSchema,
  createFaceState,
  createOcrState,
  createVbState,
} from './onboarding-checks';
import { allAddresses } from './onboarding-cities';
import { PersonalDigestSchema, motherAtRest, type DigestKey } from './onboarding-personal';
import type { SliceContext } from './slice-context';

export * from './onboarding-checks';
export * from './onboarding-personal';

/**
 * One onboarding flow: an ordered list of steps (next actions) and how many are done. submit/flow with
 * the current step's action completes it once the step's proof (a seq number) is there.
 */
export const FlowStateSchema = z.object({
  bizServiceId: TextSchema,
  flowId: TextSchema,
  steps: z.array(FlowActionSchema).check(z.minLength(1), z.maxLength(8)),
  /** Steps completed so far; steps[done] is the next action, none when done === steps.length. */
  done: z.number().check(z.int(), z.gte(0), z.lte(8)),
  /** Proofs of the checks: set by the scan, face, video banking calls, or by submit/flow (OTP, PIN). */
  seq: z.object({
    ocrSeqNo: TextSchema,
    otpSeqNo: TextSchema,
    vbSeqNo: TextSchema,
    faceSeqNo: TextSchema,
    pinSeqNo: TextSchema,
  }),
  canOpenPrimeAcct: z.boolean(),
  isRealNameFaceScanning: z.boolean(),
  ocrOrg: TextSchema,
});
export type FlowState = z.infer<typeof FlowStateSchema>;

/** A recorded terms agreement (save/protocol). */
export const AgreementSchema = z.object({
  protocolNo: TextSchema,
  tncName: TextSchema,
  version: TextSchema,
  agreedAt: IsoSchema,
});

/** A question of the questionnaire with the answer the bank expects (never sent to the client). */
export const QuestionStateSchema = z.object({ id: TextSchema, question: TextSchema, answer: TextSchema });

/**
 * The Pay Later application. `decision` is what the bank decides (scenarios set it); the status the
 * client sees follows from it: APPROVED is PRE_APPROVED until the PAYLATER_APPLY flow is done, then
 * SUCCESS; REVIEW is VERIFYING; REJECTED is FAILED with the reason.
 */
export const ApplicationStateSchema = z.object({
  appNo: TextSchema,
  /** '' until apply/credit. */
  openAcctCaseNo: TextSchema,
  bizType: z.enum(['', 'NOR_APP', 'PAY_APP']),
  appliedAt: IsoSchema,
  /** apply/credit is refused: data already on another account, or the link expired. */
  refusal: z.nullable(z.enum(['DATA_ON_ANOTHER_ACCOUNT', 'LINK_EXPIRED'])),
  decision: z.enum(['APPROVED', 'REVIEW', 'REJECTED']),
  /** The approved limit; '' means state.paylater.preCreditLimit. */
  creditLimit: z.string().check(z.regex(/^(\d{1,12})?$/)),
  creditScoreLevel: CreditScoreLevelSchema,
  rejectReason: z.nullable(RejectReasonSchema),
  rejectDetail: z.nullable(RejectDetailSchema),
});
export type ApplicationState = z.infer<typeof ApplicationStateSchema>;

/** The onboarding slice of a session's bank state: flows, terms, form, uploads, checks, application. */
export const OnboardingStateSchema = z.object({
  flows: z.array(FlowStateSchema).check(z.maxLength(5)),
  agreements: z.array(AgreementSchema).check(z.maxLength(20)),
  /**
   * The saved Pay Later form, null until save/ext_info; its mother's maiden name masked (K****** *******),
   * with the keyed digest of its first name the video-banking agent compares.
   */
  extInfo: z.nullable(
    z.extend(ExtCustInfoSchema, {
      updateTime: IsoSchema,
      motherFirstNameDigest: z._default(PersonalDigestSchema, ''),
    }),
  ),
  uploads: z.array(UploadSchema).check(z.maxLength(20)),
  /** Uploads so far (numbers fileId). */
  uploadCount: z.number().check(z.int(), z.gte(0)),
  ocr: OcrStateSchema,
  face: FaceStateSchema,
  vb: VbStateSchema,
  questions: z.array(QuestionStateSchema).check(z.maxLength(10)),
  /** The questionnaire result (submit/vb_result), null before. */
  questionResult: z.nullable(
    z.object({
      bizType: TextSchema,
      result: z.enum(['PASS', 'FAIL']),
      wrongCount: z.number().check(z.int()),
      at: IsoSchema,
    }),
  ),
  application: ApplicationStateSchema,
});
export type OnboardingState = z.infer<typeof OnboardingStateSchema>;

export const PAYLATER_FLOW = 'PAYLATER_APPLY';
export const PRIME_FLOW = 'PRIME_UPGRADE';

const EMPTY_SEQ = { ocrSeqNo: '', otpSeqNo: '', vbSeqNo: '', faceSeqNo: '', pinSeqNo: '' };

function newFlow(faker: Faker, bizServiceId: string, steps: FlowAction[]): FlowState {
  return {
    bizServiceId,
    flowId: 'FL' + faker.string.numeric(16),
    steps,
    done: 0,
    seq: { ...EMPTY_SEQ },
    canOpenPrimeAcct: bizServiceId === PRIME_FLOW,
    isRealNameFaceScanning: true,
    ocrOrg: 'ADVANCE_AI',
  };
}

export function createOnboardingState(faker: Faker, context: SliceContext): OnboardingState {
  const { customer } = context;
  return {
    flows: [
      newFlow(faker, PAYLATER_FLOW, [
        'PAYLATER_INPUT',
        'OCR',
        'FACE_SCANNING',
        'OTP_VALIDATE',
        'PIN_VALIDATE',
      ]),
      newFlow(faker, PRIME_FLOW, [
        'PRIME_INPUT',
        'OCR',
        'FACE_SCANNING',
        'VEDIO_BANKING',
        'QUESTION_VALIDATE',
        'PIN_VALIDATE',
      ]),
    ],
    agreements: [],
    extInfo: null,
    uploads: [],
    uploadCount: 0,
    ocr: createOcrState(),
    face: createFaceState(),
    vb: createVbState(faker, context),
    questions: [
      { id: 'Q1', question: 'Di kota mana kamu lahir, sesuai e-KTP?', answer: customer.birthPlace },
      { id: 'Q2', question: 'Tahun berapa kamu lahir?', answer: customer.dateOfBirth.slice(0, 4) },
      { id: 'Q3', question: 'Apa 4 digit terakhir NIK kamu?', answer: customer.nik.slice(-4) },
    ],
    questionResult: null,
    application: {
      appNo: 'APP' + context.clockIso.slice(0, 10).replace(/-/g, '') + faker.string.numeric(8),
      openAcctCaseNo: '',
      bizType: '',
      appliedAt: '',
      refusal: null,
      decision: 'APPROVED',
      creditLimit: '',
      creditScoreLevel: 'MEDIUM',
      rejectReason: null,
      rejectDetail: null,
    },
  };
}

/**
 * For scenarios: complete the steps of a flow before `nextAction` (with believable seq numbers), so the
 * flow answers that next action; without `nextAction` every step is done.
 */
export function advanceFlow(
  slice: OnboardingState,
  bizServiceId: string,
  nextAction?: FlowAction,
): FlowState {
  const flow = slice.flows.find((f) => f.bizServiceId === bizServiceId);
  if (!flow) throw new Error(`No flow ${bizServiceId}`);
  const target = nextAction ? flow.steps.indexOf(nextAction) : flow.steps.length;
  if (target < 0) throw new Error(`Flow ${bizServiceId} has no step ${nextAction}`);
  const seqKey = {
    OCR: 'ocrSeqNo',
    FACE_SCANNING: 'faceSeqNo',
    VEDIO_BANKING: 'vbSeqNo',
    OTP_VALIDATE: 'otpSeqNo',
    PIN_VALIDATE: 'pinSeqNo',
  } as const;
  flow.steps.slice(0, target).forEach((step, index) => {
    const key = seqKey[step as keyof typeof seqKey];
    if (key && !flow.seq[key]) flow.seq[key] = `${step}-${flow.flowId}-${index + 1}`;
  });
  flow.done = target;
  return flow;
}

/**
 * For scenarios that start after the Pay Later form was sent: a believable form that passes every rule
 * (an address of the lookup, an emergency contact who is not the customer, an NPWP).
 */
export function sampleExtInfo(faker: Faker, context: SliceContext): NonNullable<OnboardingState['extInfo']> {
  const place = faker.helpers.arrayElement(allAddresses());
  let mobile = mobileFromDigits('1' + faker.string.numeric(9));
  if (mobile === context.customer.phone) mobile = mobileFromDigits(`${Number(mobile[2]) + 1}${mobile}`);
  const letters = (text: string) => text.replace(/[^A-Za-z .]/g, '').trim();
  return {
    companyName: `PT ${letters(faker.person.lastName())} Sejahtera`,
    companyAddress: `Jl. ${letters(faker.person.lastName())} No. ${faker.number.int({ min: 1, max: 200 })}`,
    companyPhone: '021' + faker.string.numeric(7),
    companyZipCode: place.postalCode,
    acctOpenPurpose: 'CREDIT',
    address: `Jl. ${letters(faker.person.lastName())} No. ${faker.number.int({ min: 1, max: 200 })}`,
    zipCode: place.postalCode,
    subDistrict: place.subDistrict,
    district: place.district,
    city: place.city,
    province: place.province,
    rtrw: `00${faker.number.int({ min: 1, max: 9 })}/00${faker.number.int({ min: 1, max: 9 })}`,
    incomeMonthly: '3',
    incomeSource: 'SALARY',
    occupationType: 'PRIVATE_EMPLOYEE',
    industry: 'TRADE',
    position: 'STAFF',
    taxId: faker.string.numeric(15),
    emergencyContactName: letters(`${faker.person.firstName()} ${faker.person.lastName()}`),
    emergencyContactMobile: mobile,
    ...motherMaidenNameAtRest(
      letters(`${faker.person.firstName('female')} ${faker.person.lastName('female')}`),
      'seed',
    ),
    maritalStatus: 'MARRIED',
    updateTime: context.clockIso,
  };
}

/** The form's mother's maiden name as the state keeps it: masked, and its first name's digest. */
export function motherMaidenNameAtRest(
  name: string,
  under: DigestKey = 'bank',
): { motherMaidenName: string; motherFirstNameDigest: string } {
  const { masked, motherFirstNameDigest } = motherAtRest(name, under);
  return { motherMaidenName: masked, motherFirstNameDigest };
}
