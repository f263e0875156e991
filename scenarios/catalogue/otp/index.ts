import type { Scenario } from '../../define-scenario';
import captchaRequired from './captcha.scenario';
import fifthWrongCode from './fifth-wrong-code.scenario';
import limitExceeded from './limit-exceeded.scenario';
import locked80430223 from './locked-80430223.scenario';
import methodChoice from './method-choice.scenario';
import oneAttemptLeft from './one-attempt-left.scenario';
import resendCountdown from './resend-countdown.scenario';
import success from './success.scenario';
import systemError from './system-error.scenario';
import twoAttemptsLeft from './two-attempts-left.scenario';
import wrongCode from './wrong-code.scenario';
import wrongCodeEnglish from './wrong-code-english.scenario';

/** The otp scenarios (one *.scenario.ts file each in this folder). */
export const otpScenarios: Scenario[] = [
  methodChoice,
  success,
  wrongCode,
  wrongCodeEnglish,
  twoAttemptsLeft,
  oneAttemptLeft,
  limitExceeded,
  locked80430223,
  fifthWrongCode,
  systemError,
  resendCountdown,
  captchaRequired,
];
