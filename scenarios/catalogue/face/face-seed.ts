import type { BankState } from '../../../fake-bank/model/bank-state';
import { PAYLATER_FLOW, advanceFlow, wibDateOf } from '../../../fake-bank/model/onboarding';

/** The clock of the identity scenarios: 10:00 WIB, so the 00:00 release is 14 hours away. */
export const FACE_CLOCK = '2026-11-21T10:00:00+07:00';

/** The scene the face screen checks the Pay Later application under. */
export const FACE_SCENE = 'PAYLATER_APPLY';

/** The Pay Later flow with its form and ID scan done and face detection as the next step. */
export function seedFaceStep(state: BankState) {
  return advanceFlow(state.onboarding, PAYLATER_FLOW, 'FACE_SCANNING');
}

/**
 * One failed face check of today for the flow (the application is named by the flow id until it is
 * filed), as scan/face leaves it: an attempt used and the result F.
 */
export function seedFailedFaceCheck(
  state: BankState,
  code?: 'ONB_FACE_BLURRY' | 'ONB_FACE_LOW_LIGHT' | 'ONB_FACE_ACCESSORIES',
): void {
  const flow = seedFaceStep(state);
  const { face } = state.onboarding;
  face.attempts = { date: wibDateOf(FACE_CLOCK), used: 1 };
  face.scans = 1;
  face.flowId = flow.flowId;
  face.results = [
    { scene: FACE_SCENE, appNo: flow.flowId, status: 'F', ...(code ? { code } : {}), at: FACE_CLOCK },
  ];
}

/**
 * A face check of today that passed, as scan/face leaves it: an attempt used, the result T and the face
 * session on the flow, so /face opens on the success and "Lanjutkan" completes the step.
 */
export function seedPassedFaceCheck(state: BankState): void {
  const flow = seedFaceStep(state);
  const { face } = state.onboarding;
  face.attempts = { date: wibDateOf(FACE_CLOCK), used: 1 };
  face.scans = 1;
  face.flowId = flow.flowId;
  face.results = [{ scene: FACE_SCENE, appNo: flow.flowId, status: 'T', at: FACE_CLOCK }];
  flow.seq.faceSeqNo = `FACE${wibDateOf(FACE_CLOCK)}0001`;
}
