import { defineScenario } from '../../define-scenario';
import { QUESTIONNAIRE_ANSWERS, seedJourney } from './flow-seed';

export default defineScenario({
  id: 'flow.journey-without-camera',
  title: 'The whole application without the camera steps',
  description:
    'From the apply screen with nothing agreed yet: the terms (read to the bottom, three boxes), check limit, the Pay Later form, the Allo Prime data, the questionnaire, OTP (123456) and the PIN (the seeded 135790), then apply/credit and the result: success with the limit. The flow has no ID scan, face or video step, so the journey needs no camera.',
  tags: ['onboarding', 'flow', 'journey'],
  covers: [
    'apply.can-apply',
    'flow.next-paylater-input',
    'flow.next-prime-input',
    'flow.next-question',
    'flow.next-otp',
    'flow.next-pin',
    'result.success',
  ],
  path: '/',
  hint: `Walk it by hand: OTP 123456, PIN 135790; questionnaire: ${QUESTIONNAIRE_ANSWERS}.`,
  seed: (state) => seedJourney(state),
});
