import type { BankState } from '../../../fake-bank/state/bank-state';
import { PAYLATER_FLOW, advanceFlow, wibDateOf } from '../../../fake-bank/state/onboarding';

/** The clock of the identity scenarios: 10:00 WIB, so the 00:00 release is 14 hours away. */
export const IDENTITY_CLOCK = '2026-11-21T10:00:00+07:00';

/** The Pay Later flow with its form done and the ID scan (OCR) as the next step. */
export function seedOcrStep(state: BankState) {
  return advanceFlow(state.onboarding, PAYLATER_FLOW, 'OCR');
}

/**
 * A scan of today that read nothing ("data unreadable"): one attempt used and its session on the flow,
 * as ocr/ktp leaves them, so the manual form may complete the step.
 */
export function seedUnreadableScan(state: BankState): void {
  const flow = seedOcrStep(state);
  const { ocr } = state.onboarding;
  ocr.attempts = { date: wibDateOf(IDENTITY_CLOCK), used: 1 };
  ocr.scans = 1;
  flow.seq.ocrSeqNo = `KTP${wibDateOf(IDENTITY_CLOCK)}0001`;
}
