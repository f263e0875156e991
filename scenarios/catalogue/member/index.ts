import type { Scenario } from '../../define-scenario';

/** The member scenarios (one *.scenario.ts file each in this folder). */
export const memberScenarios: Scenario[] = [];
