import type { Scenario } from '../../../define-scenario';
import frozen from './frozen.scenario';
import temporarilyLocked from './temporarily-locked.scenario';
import securityRisk from './security-risk.scenario';
import deactivated from './deactivated.scenario';
import closed from './closed.scenario';

/** The account scenarios (one *.scenario.ts file each in this folder). */
export const accountScenarios: Scenario[] = [frozen, temporarilyLocked, securityRisk, deactivated, closed];
