import type { Scenario } from '../../define-scenario';
import appOnly from './app-only.scenario';
import available from './available.scenario';
import belowMinimumInput from './below-minimum-input.scenario';
import belowMinimumInputEnglish from './below-minimum-input-english.scenario';
import intro from './intro.scenario';
import mpcFrozen from './mpc-frozen.scenario';
import notAvailable from './not-available.scenario';
import oncePerMonth from './once-per-month.scenario';
import onlyPay from './only-pay.scenario';
import repayFirst from './repay-first.scenario';
import resultFailed from './result-failed.scenario';
import resultProcessing from './result-processing.scenario';
import resultSuccess from './result-success.scenario';

/** The cash scenarios (one *.scenario.ts file each in this folder). */
export const cashScenarios: Scenario[] = [
  intro,
  available,
  repayFirst,
  notAvailable,
  onlyPay,
  belowMinimumInput,
  belowMinimumInputEnglish,
  oncePerMonth,
  appOnly,
  mpcFrozen,
  resultProcessing,
  resultSuccess,
  resultFailed,
];
