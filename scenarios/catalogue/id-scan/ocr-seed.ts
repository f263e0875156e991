import type { BankState } from '../../../fake-bank/model/bank-state';
import { PAYLATER_FLOW, advanceFlow, nikAtRest, wibDateOf } from '../../../fake-bank/model/onboarding';

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
  ocr.last = {
    outcome: 'ONB_OCR_UNREADABLE',
    flowId: flow.flowId,
    ktpSession: flow.seq.ocrSeqNo,
    at: IDENTITY_CLOCK,
  };
}

/** A scan session number as ocr/ktp gives it: KTP + business date + scans so far. */
const ktpSessionOf = (scans: number) => `KTP${wibDateOf(IDENTITY_CLOCK)}${String(scans).padStart(4, '0')}`;

/**
 * One scan of today for the flow at OCR, as ocr/ktp leaves it: an attempt used, and its outcome kept
 * (ocr/pre_check reports it, so /ocr/camera opens on its advice). A refused photo leaves no session.
 */
export function seedRefusedScan(
  state: BankState,
  outcome: 'ONB_OCR_BLURRY' | 'ONB_OCR_BORDER_MISSING' | 'ONB_OCR_STRONG_FLASH' | 'ONB_OCR_DIFFERENT_CARD',
): void {
  const flow = seedOcrStep(state);
  const { ocr } = state.onboarding;
  ocr.attempts = { date: wibDateOf(IDENTITY_CLOCK), used: 1 };
  ocr.last = { outcome, flowId: flow.flowId, ktpSession: '', at: IDENTITY_CLOCK };
}

/**
 * A scan of today that read the customer's own e-KTP: its session on the flow and the card as the one
 * scanned, as ocr/ktp leaves them, so /ocr/confirm opens prefilled with what the bank read.
 */
export function seedReadScan(state: BankState): void {
  const flow = seedOcrStep(state);
  const { ocr } = state.onboarding;
  ocr.attempts = { date: wibDateOf(IDENTITY_CLOCK), used: 1 };
  ocr.scans = 1;
  Object.assign(ocr, nikAtRest(state.customer.nik, 'seed'));
  flow.seq.ocrSeqNo = ktpSessionOf(1);
  ocr.last = { outcome: 'READ', flowId: flow.flowId, ktpSession: ktpSessionOf(1), at: IDENTITY_CLOCK };
}
