import type { Faker } from '@faker-js/faker';
import type { FlowAction } from '../../../contracts/entities/onboarding';
import type { BankState } from '../../../fake-bank/model/bank-state';
import { PAYLATER_FLOW, advanceFlow, sampleExtInfo } from '../../../fake-bank/model/onboarding';

/** The Pay Later terms document that apply/credit needs agreed (fake-bank content-agreed-documents). */
const PAYLATER_TERMS = 'PRIME_AND_PAYLATER';

/**
 * The Pay Later flow at `action`. When the default flow has no such step (video banking, questionnaire,
 * Prime data are steps of the Prime flow), the step is put after the form first. With `faker`, the state
 * is as the journey leaves it: the terms agreed (they come before the flow) and, past the first step, the
 * Pay Later form saved, so the flow can run on to the application.
 */
export function seedNextStep(state: BankState, action: FlowAction, faker?: Faker): void {
  const flow = state.onboarding.flows.find((f) => f.bizServiceId === PAYLATER_FLOW)!;
  if (!flow.steps.includes(action)) flow.steps = ['PAYLATER_INPUT', action, 'PIN_VALIDATE'];
  advanceFlow(state.onboarding, PAYLATER_FLOW, action);
  if (!faker) return;
  const clockIso = state.customer.createdAt;
  state.onboarding.agreements = [
    {
      protocolNo: 'PRT' + faker.string.numeric(14),
      tncName: PAYLATER_TERMS,
      version: '2026.10',
      agreedAt: clockIso,
    },
  ];
  if (action !== 'PAYLATER_INPUT') {
    state.onboarding.extInfo = sampleExtInfo(faker, { clockIso, customer: state.customer });
  }
}

/**
 * A whole application without the camera steps: the form, the Prime data, the questionnaire, OTP and the
 * PIN, from the apply screen (terms not agreed yet) to the result.
 */
export const JOURNEY_WITHOUT_CAMERA: FlowAction[] = [
  'PAYLATER_INPUT',
  'PRIME_INPUT',
  'QUESTION_VALIDATE',
  'OTP_VALIDATE',
  'PIN_VALIDATE',
];

/**
 * The questionnaire's answers in the scenarios that ask it (issue 40): documented here and in their hints, as
 * the OTP and PIN are. The customer's own data says them (the bank checks the answers against it).
 */
export const QUESTIONNAIRE = { birthPlace: 'Bandung', birthYear: '1994', nikDigits: '2468' } as const;

/** The answers as a scenario's hint writes them. */
export const QUESTIONNAIRE_ANSWERS = `${QUESTIONNAIRE.birthPlace}, ${QUESTIONNAIRE.birthYear}, NIK ${QUESTIONNAIRE.nikDigits}`;

/**
 * The customer born in QUESTIONNAIRE's city and year (the day and month kept), the NIK to match (its birth date
 * digits, its last four), and the questions' answers read from them again.
 */
export function seedQuestionnaire(state: BankState): void {
  const { customer } = state;
  const [, month, day] = customer.dateOfBirth.split('-');
  customer.birthPlace = QUESTIONNAIRE.birthPlace;
  customer.dateOfBirth = `${QUESTIONNAIRE.birthYear}-${month}-${day}`;
  // NIK: region (6), DDMMYY of birth (day + 40 for women), serial (4).
  customer.nik = customer.nik.slice(0, 10) + QUESTIONNAIRE.birthYear.slice(2) + QUESTIONNAIRE.nikDigits;
  const answers: Record<string, string> = {
    Q1: customer.birthPlace,
    Q2: QUESTIONNAIRE.birthYear,
    Q3: QUESTIONNAIRE.nikDigits,
  };
  for (const question of state.onboarding.questions)
    question.answer = answers[question.id] ?? question.answer;
}

export function seedJourney(state: BankState): void {
  const flow = state.onboarding.flows.find((f) => f.bizServiceId === PAYLATER_FLOW)!;
  flow.steps = [...JOURNEY_WITHOUT_CAMERA];
  flow.done = 0;
  state.onboarding.agreements = [];
  seedQuestionnaire(state);
}
