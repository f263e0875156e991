import type { Scenario } from '../../define-scenario';
import formValidation from './form-validation.scenario';
import journey from './journey.scenario';
import journeyEnglish from './journey-english.scenario';
import nextFace from './next-face.scenario';
import nextOcr from './next-ocr.scenario';
import nextOtp from './next-otp.scenario';
import nextPaylaterInput from './next-paylater-input.scenario';
import nextPin from './next-pin.scenario';
import nextPrimeInput from './next-prime-input.scenario';
import nextQuestion from './next-question.scenario';
import nextVideoBanking from './next-video-banking.scenario';
import questionList from './question-list.scenario';

/** The onboarding scenarios (one *.scenario.ts file each in this folder). */
export const onboardingScenarios: Scenario[] = [
  nextOcr,
  nextFace,
  nextVideoBanking,
  nextQuestion,
  nextPin,
  nextOtp,
  nextPrimeInput,
  nextPaylaterInput,
  formValidation,
  questionList,
  journey,
  journeyEnglish,
];
