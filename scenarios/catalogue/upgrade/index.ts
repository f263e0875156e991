import type { Scenario } from '../../define-scenario';
import middleSuccess from './middle-success.scenario';
import payPlus from './pay-plus.scenario';
import prime from './prime.scenario';
import primePrefilled from './prime-prefilled.scenario';
import primeSuccess from './prime-success.scenario';
import primeUnsuccessful from './prime-unsuccessful.scenario';
import validationFailed from './validation-failed.scenario';

/** The upgrade scenarios (one *.scenario.ts file each in this folder). */
export const upgradeScenarios: Scenario[] = [
  payPlus,
  middleSuccess,
  prime,
  primePrefilled,
  primeSuccess,
  primeUnsuccessful,
  validationFailed,
];
