import { defineScenario } from '../../define-scenario';
import { QUESTIONNAIRE_ANSWERS, seedJourney } from './flow-seed';

export default defineScenario({
  id: 'flow.journey-without-camera-english',
  title: 'The whole application without the camera steps, in English, creating a PIN',
  description:
    'As flow.journey-without-camera, on a device with locale en-US (the app and the bank answer in English), for a customer without a transaction PIN: the PIN step creates one (new, then confirm) before checking it.',
  tags: ['onboarding', 'flow', 'journey', 'lang'],
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
  seed: (state) => {
    seedJourney(state);
    state.device.locale = 'en-US';
    state.security.pin = null;
  },
});
