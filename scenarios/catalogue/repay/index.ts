import type { Scenario } from '../../define-scenario';

/** The repayment scenarios (one *.scenario.ts file each in this folder). */
export const repayScenarios: Scenario[] = [];
