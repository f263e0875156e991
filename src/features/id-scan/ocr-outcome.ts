import { codeByValue } from '../../../contracts/codes';
import { ONBOARDING_CODES as CODES } from '../../../contracts/codes/onboarding';
import { langOf } from '../../../contracts/lang';
import {
  DailyAttemptsSchema,
  type DailyAttempts,
  type OcrPreCheck,
} from '../../../contracts/entities/id-scan';
import { isApiError } from '../../api';

export type OcrOutcomeKind =
  'blurry' | 'borderMissing' | 'strongFlash' | 'unreadable' | 'differentCard' | 'limit' | 'failed';

const KIND_OF_CODE: Record<string, OcrOutcomeKind> = {
  [CODES.ONB_OCR_BLURRY.code]: 'blurry',
  [CODES.ONB_OCR_BORDER_MISSING.code]: 'borderMissing',
  [CODES.ONB_OCR_STRONG_FLASH.code]: 'strongFlash',
  [CODES.ONB_OCR_UNREADABLE.code]: 'unreadable',
  [CODES.ONB_OCR_DIFFERENT_CARD.code]: 'differentCard',
  [CODES.ONB_OCR_LIMIT_REACHED.code]: 'limit',
};

/** A refused scan as the camera screen shows it: the kind, the bank's advice, attempts left today. */
export interface OcrOutcome {
  kind: OcrOutcomeKind;
  /** The bank's own words, in the user's language. */
  message: string;
  attempts: DailyAttempts | null;
}

export function ocrOutcomeOf(error: unknown): OcrOutcome {
  if (!isApiError(error)) return { kind: 'failed', message: '', attempts: null };
  const kind = (error.kind === 'code' && KIND_OF_CODE[error.ret_code]) || 'failed';
  const attempts = DailyAttemptsSchema.safeParse(error.ret_data);
  return { kind, message: error.ret_msg, attempts: attempts.success ? attempts.data : null };
}

/**
 * The refusal of a scan made before this visit (ocr/pre_check's last scan, for this flow), as the camera
 * screen shows it on arrival: the kind and the bank's advice for its code. Nothing for a read card.
 */
export function ocrOutcomeOfLastScan(
  preCheck: OcrPreCheck,
  flowId: string,
  locale: string,
): OcrOutcome | null {
  const last = preCheck.lastScan;
  if (!last || last.flowId !== flowId) return null;
  const kind = KIND_OF_CODE[last.code];
  const entry = codeByValue(last.code);
  if (!kind || kind === 'limit' || !entry) return null;
  return { kind, message: entry[langOf(locale)], attempts: null };
}
