import { defineScenario } from '../../define-scenario';
import { seedNextStep } from './flow-seed';

export default defineScenario({
  id: 'flow.next-otp',
  title: 'Flow engine: the next step is OTP',
  description:
    'Form, ID scan and face done, nextAction OTP_VALIDATE: /loading replaces itself with /otp?usage=PAYLATER_APPLY&next=/loading; after the code, /loading?otpSession= completes the OTP step with submit/flow.',
  tags: ['onboarding', 'flow'],
  covers: ['flow.next-otp'],
  path: '/loading',
  seed: (state, faker) => seedNextStep(state, 'OTP_VALIDATE', faker),
});
