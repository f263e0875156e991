import type { Scenario } from '../../define-scenario';

/** The account scenarios (one *.scenario.ts file each in this folder). */
export const accountScenarios: Scenario[] = [];
