import type { Faker } from '@faker-js/faker';
import type { BankState } from '../../../fake-bank/model/bank-state';
import {
  PASSED_FINDINGS,
  motherAtRest,
  motherMaidenNameAtRest,
  sampleExtInfo,
  wibDateOf,
  type VbSessionState,
} from '../../../fake-bank/model/onboarding';
import { seedNextStep } from '../onboarding/flow-seed';

/** The mother's maiden name of the saved form: its first name, 'Kartini', passes the agent's check. */
export const VB_MOTHER_MAIDEN_NAME = 'Kartini Suryani';
const VB_MOTHER_FIRST_NAME = VB_MOTHER_MAIDEN_NAME.split(' ')[0]!;

/** The session id the bank would give a session made at the scenario's clock: VB + yyyymmddhhmmss + 01. */
export function vbSessionIdAt(clockIso: string): string {
  return `VB${clockIso.slice(0, 19).replace(/\D/g, '')}01`;
}

/**
 * The Pay Later flow waiting at VEDIO_BANKING (then PIN_VALIDATE) as the journey leaves it: terms agreed,
 * the form saved (its address is offered as the current address; its mother's maiden name is what the
 * agent checks).
 */
export function seedAtVideoBanking(state: BankState, faker: Faker): void {
  seedNextStep(state, 'VEDIO_BANKING', faker);
  const clockIso = state.customer.createdAt;
  state.onboarding.extInfo = {
    ...(state.onboarding.extInfo ?? sampleExtInfo(faker, { clockIso, customer: state.customer })),
    ...motherMaidenNameAtRest(VB_MOTHER_MAIDEN_NAME, 'seed'),
  };
  state.onboarding.vb.findings = { ...PASSED_FINDINGS };
}

/**
 * A session made at the scenario's clock, in `status` (one attempt of the day used). `startPos` is its
 * place when it joined the queue.
 */
export function seedSession(
  state: BankState,
  status: VbSessionState['status'],
  options: { startPos?: number } = {},
): VbSessionState {
  const { vb } = state.onboarding;
  const clockIso = state.customer.createdAt;
  const said = motherAtRest(VB_MOTHER_FIRST_NAME, 'seed');
  const session: VbSessionState = {
    sessionId: vbSessionIdAt(clockIso),
    scene: 'PAYLATER_LIMIT_UP',
    status,
    createdAt: clockIso,
    connectedAt: status === 'CONNECTED' || status === 'FINISHED' ? clockIso : '',
    startPos: options.startPos ?? (status === 'QUEUING' ? vb.queueStartPos : 0),
    polls: 0,
    // Kept masked with its digest, as vb/create_session keeps what the customer said (issue 39).
    motherFirstName: said.masked,
    motherFirstNameDigest: said.motherFirstNameDigest,
    currentAddress: state.onboarding.extInfo?.address ?? 'Jl. Merdeka No. 1, Jakarta',
  };
  vb.sessions.push(session);
  vb.attempts = { date: wibDateOf(clockIso), used: 1 };
  return session;
}
