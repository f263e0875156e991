import { CODES, RULE_MESSAGES, type RuleMessageKey } from '../../../contracts';
import { KtpDataSchema } from '../../../contracts/entities/onboarding-identity';
import type { BankState } from '../../model/bank-state';
import type { FlowState } from '../../model/onboarding';
import type { OcrScanOutcome } from '../../model/onboarding-checks';
import { isKeptNik, nikAtRest } from '../../model/onboarding-personal';
import { toBusinessDate, toWibIso } from '../../kernel/clock';
import type { BankContext, HandlerMap } from '../../kernel/handler';
import { BankError } from '../../kernel/handler';
import {
  attemptsLeft,
  dailyAttempts,
  derive,
  exhaustToday,
  findFlowById,
  flowsAt,
  pad,
  useAttempt,
} from './onboarding-flows';
import { isoToMs } from '../../../contracts/dates';

/**
 * Magic file names of the e-KTP photo (the name given to the upload, any extension, any case): the
 * scan's outcome without the control surface, as payment sandboxes do. Anything else reads the
 * customer's own card.
 */
export const KTP_MAGIC_FILE_NAMES: ReadonlyArray<
  [
    token: string,
    outcome: Exclude<OcrScanOutcome, 'READ' | 'ONB_OCR_DIFFERENT_CARD'> | 'LIMIT' | 'OTHER_CARD',
  ]
> = [
  ['ktp-blurry', 'ONB_OCR_BLURRY'],
  ['ktp-no-border', 'ONB_OCR_BORDER_MISSING'],
  ['ktp-flash', 'ONB_OCR_STRONG_FLASH'],
  ['ktp-unreadable', 'ONB_OCR_UNREADABLE'],
  ['ktp-limit', 'LIMIT'],
  ['ktp-other-card', 'OTHER_CARD'],
];

/** Magic values inside FACE_INFO (anywhere in the string): the face check's outcome. */
type FaceFailCode = 'ONB_FACE_BLURRY' | 'ONB_FACE_LOW_LIGHT' | 'ONB_FACE_ACCESSORIES';
export const FACE_MAGIC_VALUES: ReadonlyArray<[token: string, outcome: FaceFailCode | 'LIMIT']> = [
  ['face-blurry', 'ONB_FACE_BLURRY'],
  ['face-dark', 'ONB_FACE_LOW_LIGHT'],
  ['face-low-light', 'ONB_FACE_LOW_LIGHT'],
  ['face-accessories', 'ONB_FACE_ACCESSORIES'],
  ['face-limit', 'LIMIT'],
];

function magicOf<T>(text: string, table: ReadonlyArray<[string, T]>): T | undefined {
  const lower = text.toLowerCase();
  return table.find(([token]) => lower.includes(token))?.[1];
}

function refuseWhenFaceLimitReached(face: BankState['onboarding']['face'], now: number): void {
  if (attemptsLeft(face, now) === 0) throw new BankError('ONB_FACE_LIMIT_REACHED', dailyAttempts(face, now));
}

function faceIdOf(ctx: BankContext, ...parts: string[]) {
  const face = ctx.state.onboarding.face;
  const hash = derive('face', ...parts, face.scans, toBusinessDate(ctx.now));
  return {
    faceId: 'FID' + hash.slice(0, 24).toUpperCase(),
    ticket: hash.slice(24, 56),
    faceOrg: face.faceOrg,
  };
}

/**
 * A text as the e-KTP prints it (what the scan reads): no remarks in parentheses, only the letters and
 * marks the section 5 rules allow, so the confirm-data form starts valid.
 */
function asPrinted(text: string, notAllowed: RegExp): string {
  return text
    .replace(/\s*\([^)]*\)/g, '')
    .replace(notAllowed, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a scan that read the card answers: the card's data as printed, and the scan session. */
function readCard(state: BankState, nik: string, ktpSession: string) {
  const { customer } = state;
  return {
    nik,
    name: asPrinted(customer.cardName ?? customer.name, /[^A-Za-z .·]/g),
    birthPlace: asPrinted(customer.birthPlace, /[^A-Za-z .,'`‘-]/g),
    dateOfBirth: customer.dateOfBirth,
    email: customer.email,
    ktpSession,
  };
}

/** Numbers a scan session (ktpSession, the flow's ocrSeqNo): KTP + business date + scans so far. */
function nextKtpSession(ocr: BankState['onboarding']['ocr'], now: number): string {
  ocr.scans += 1;
  return `KTP${toBusinessDate(now)}${pad(ocr.scans, 4)}`;
}

/** The text of a rule refusal in the caller's language; a key that is not a rule reads as "required". */
function ruleText(key: string, lang: BankContext['lang']): { message: string; rule: RuleMessageKey } {
  const rule = (Object.hasOwn(RULE_MESSAGES, key) ? key : 'required') as RuleMessageKey;
  return { message: RULE_MESSAGES[rule][lang], rule };
}

/** submit/flow `data`: a flat object, or JSON of one; anything else counts as no data. */
function infoObject(data: unknown): Record<string, unknown> | undefined {
  let value = data;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return {};
    }
  }
  if (value === undefined || value === null) return undefined;
  return typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The proof of the OCR step (submit/flow with action OCR): a scan session on the flow, and the identity
 * data the confirm-data form (after a read scan) or the manual form (after "data unreadable") sends,
 * checked with the section 5 rules. The NIK must be the card scanned earlier, when there is one; the
 * first card confirmed becomes it. Without data, a card the scan read stands as confirmed.
 */
export function proveOcrStep(ctx: BankContext, flow: FlowState, data: unknown): void {
  const { ocr } = ctx.state.onboarding;
  if (!flow.seq.ocrSeqNo)
    throw new BankError('ONB_FLOW_STEP_NOT_DONE', { flowId: flow.flowId, action: 'OCR' });
  const info = infoObject(data);
  if (info === undefined && ocr.scannedNik) return cardConfirmed(ctx);
  const parsed = KtpDataSchema.safeParse(info ?? {});
  if (!parsed.success) {
    // One refusal per field: the first rule it breaks (an empty field is "required", not also misspelt).
    const seen = new Set<string>();
    const issues = parsed.error.issues.flatMap((issue) => {
      const path = issue.path.join('.');
      if (seen.has(path)) return [];
      seen.add(path);
      return [{ path, ...ruleText(issue.message, ctx.lang) }];
    });
    ctx.note('ocr:data-invalid');
    throw new BankError('ONB_OCR_DATA_INVALID', { issues });
  }
  if (ocr.scannedNik && !isKeptNik(ocr, parsed.data.nik)) {
    ctx.note('ocr:different-card');
    throw new BankError('ONB_OCR_DIFFERENT_CARD', {
      issues: [{ path: 'nik', message: CODES.ONB_OCR_DIFFERENT_CARD[ctx.lang] }],
    });
  }
  if (!ocr.scannedNik || !ocr.scannedNik.includes('*')) {
    // Kept masked with its digest (issue 39): the NIK typed is in no row, view or snapshot.
    Object.assign(ocr, nikAtRest(parsed.data.nik));
    ctx.note('ocr:confirmed', 'the confirmed NIK is the card of later scans');
  }
  cardConfirmed(ctx);
}

/** With the card confirmed, the customer is named as the card names them (registration may have typed else). */
function cardConfirmed(ctx: BankContext): void {
  const { customer } = ctx.state;
  if (customer.cardName === undefined) return;
  customer.name = customer.cardName;
  delete customer.cardName;
  ctx.note('ocr:card-name', 'customer.name (the e-KTP name)');
}

export const onboardingIdentityHandlers: HandlerMap = {
  /** Remembers the file (name, type, size, sha256) for the ID scan; the same file twice is one upload. */
  commonUploadFile: (request, ctx) => {
    const slice = ctx.state.onboarding;
    const { fileName, mimeType, size, hash } = request.file;
    let upload = slice.uploads.find((u) => u.fileHash === hash && u.fileName === fileName);
    if (!upload) {
      slice.uploadCount += 1;
      upload = {
        fileId: `FILE${toBusinessDate(ctx.now)}${pad(slice.uploadCount, 6)}`,
        fileName,
        fileHash: hash,
        mimeType,
        size,
        uploadedAt: toWibIso(ctx.now),
      };
      slice.uploads.push(upload);
      slice.uploads.splice(0, Math.max(0, slice.uploads.length - 20));
      ctx.note('upload', `file ${upload.fileId}`);
    }
    return { items: [{ fileName: upload.fileName, fileId: upload.fileId, fileHash: upload.fileHash }] };
  },

  /**
   * Reads an uploaded e-KTP: counts one attempt of the day, answers the outcome its file name asks for,
   * refuses a card other than the one scanned before (or than the customer's own), and leaves the OCR
   * seq number on the flow.
   */
  ocrKtp: (request, ctx) => {
    const { state, now } = ctx;
    const { ocr, uploads } = state.onboarding;
    const flow = findFlowById(state, request.flowId);
    const upload = uploads.find((u) => u.fileId === request.fileId && u.fileHash === request.fileHash);
    if (!upload) throw new BankError('ONB_FILE_NOT_FOUND', { fileId: request.fileId });
    if (attemptsLeft(ocr, now) === 0) throw new BankError('ONB_OCR_LIMIT_REACHED', dailyAttempts(ocr, now));

    const outcome = magicOf(upload.fileName, KTP_MAGIC_FILE_NAMES);
    if (outcome === 'LIMIT') {
      exhaustToday(ocr, now);
      ctx.note('ocr:limit', 'attempts used up');
      throw new BankError('ONB_OCR_LIMIT_REACHED', dailyAttempts(ocr, now));
    }
    useAttempt(ocr, now);
    ctx.note(`ocr:${outcome ?? 'success'}`, `ocr attempts ${ocr.attempts.used}`);
    const remember = (last: OcrScanOutcome, ktpSession = '') => {
      ocr.last = { outcome: last, flowId: flow.flowId, ktpSession, at: toWibIso(now) };
    };
    if (outcome === 'ONB_OCR_UNREADABLE') {
      // The scan took place but read nothing: its session stands, and the manual form sends the data.
      const ktpSession = nextKtpSession(ocr, now);
      flow.seq.ocrSeqNo = ktpSession;
      remember(outcome, ktpSession);
      throw new BankError(outcome, { ...dailyAttempts(ocr, now), ktpSession });
    }
    if (outcome && outcome !== 'OTHER_CARD') {
      remember(outcome);
      throw new BankError(outcome, dailyAttempts(ocr, now));
    }

    // The photo shows the customer's own card, or (OTHER_CARD) another person's: either way it must be the
    // card scanned before, when there is one.
    const nik = state.customer.nik;
    if (outcome === 'OTHER_CARD' || (ocr.scannedNik && !isKeptNik(ocr, nik))) {
      remember('ONB_OCR_DIFFERENT_CARD');
      throw new BankError('ONB_OCR_DIFFERENT_CARD', dailyAttempts(ocr, now));
    }

    Object.assign(ocr, nikAtRest(nik));
    const ktpSession = nextKtpSession(ocr, now);
    flow.seq.ocrSeqNo = ktpSession;
    remember('READ', ktpSession);
    return readCard(state, nik, ktpSession);
  },

  /** Attempts left today, and the last scan while it is of today (a screen opened later shows it). */
  ocrPreCheck: (_request, ctx) => {
    const { ocr } = ctx.state.onboarding;
    const last = ocr.last;
    const ofToday = !!last && toBusinessDate(isoToMs(last.at)) === toBusinessDate(ctx.now);
    if (!last || !ofToday) return dailyAttempts(ocr, ctx.now);
    // A read scan read the customer's own card (ocr/ktp reads no other): its NIK is the customer's, which
    // the state keeps; the scanned one is kept masked, so it is compared, not answered.
    const { nik } = ctx.state.customer;
    const read = last.outcome === 'READ' && isKeptNik(ocr, nik);
    return {
      ...dailyAttempts(ocr, ctx.now),
      lastScan: {
        flowId: last.flowId,
        code: last.outcome === 'READ' ? CODES.SUCCESS.code : CODES[last.outcome].code,
        ...(read ? { result: readCard(ctx.state, nik, last.ktpSession) } : {}),
      },
    };
  },

  /** A face ticket for the flow; none while today's attempts are used up (released at 00:00 WIB). */
  amsGetFaceId: (request, ctx) => {
    findFlowById(ctx.state, request.flowId);
    const face = ctx.state.onboarding.face;
    refuseWhenFaceLimitReached(face, ctx.now);
    if (face.flowId !== request.flowId) {
      face.flowId = request.flowId;
      ctx.note('face-id', `face flow ${request.flowId}`);
    }
    const { faceId, ticket, faceOrg } = faceIdOf(ctx, request.flowId);
    // The flow's face check is the application's: its APP_NO is the flow id (the client's scan/face).
    return { FACE_ID: faceId, APP_NO: request.flowId, TICKET: ticket, FACE_ORG: faceOrg };
  },

  coreGetFaceId: (request, ctx) => {
    refuseWhenFaceLimitReached(ctx.state.onboarding.face, ctx.now);
    const { faceId, ticket, faceOrg } = faceIdOf(ctx, request.SCENE, request.APP_NO);
    return { FACE_ID: faceId, APP_NO: request.APP_NO, TICKET: ticket, FACE_ORG: faceOrg };
  },

  /**
   * Checks a face capture: counts one attempt of the day, answers the outcome FACE_INFO's magic value
   * asks for, records the result per scene and application, and a pass completes the face check of the
   * flow that asked for the face id (or of the flows waiting at FACE_SCANNING).
   */
  scanFace: (request, ctx) => {
    const { state, now } = ctx;
    const face = state.onboarding.face;
    refuseWhenFaceLimitReached(face, now);
    const outcome = magicOf(request.FACE_INFO, FACE_MAGIC_VALUES);
    if (outcome === 'LIMIT') {
      exhaustToday(face, now);
      ctx.note('face:limit', 'attempts used up');
      throw new BankError('ONB_FACE_LIMIT_REACHED', dailyAttempts(face, now));
    }
    useAttempt(face, now);
    face.scans += 1;
    const status = outcome ? 'F' : 'T';
    face.results = face.results.filter((r) => !(r.scene === request.SCENE && r.appNo === request.APP_NO));
    face.results.push({
      scene: request.SCENE,
      appNo: request.APP_NO,
      status,
      ...(outcome ? { code: outcome } : {}),
      at: toWibIso(now),
    });
    face.results.splice(0, Math.max(0, face.results.length - 20));
    ctx.note(`face:${outcome ?? 'success'}`, `face ${status}, attempts ${face.attempts.used}`);
    if (outcome) throw new BankError(outcome, dailyAttempts(face, now));

    const seqNo = `FACE${toBusinessDate(now)}${pad(face.scans, 4)}`;
    const flows = state.onboarding.flows.filter((f) => f.flowId === face.flowId);
    for (const flow of [...flows, ...flowsAt(state, 'FACE_SCANNING')]) flow.seq.faceSeqNo = seqNo;
    return { APP_NO: request.APP_NO, STATUS: 'T' };
  },

  queryFaceResult: (request, ctx) => {
    const result = ctx.state.onboarding.face.results.find(
      (r) => r.scene === request.SCENE && r.appNo === request.APP_NO,
    );
    return {
      APP_NO: request.APP_NO,
      STATUS: result?.status ?? 'N',
      ...(result?.status === 'F' && result.code ? { FAIL_CODE: CODES[result.code].code } : {}),
    };
  },
};
