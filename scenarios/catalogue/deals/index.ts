import type { Scenario } from '../../define-scenario';

/** The deals scenarios (one *.scenario.ts file each in this folder). */
export const dealsScenarios: Scenario[] = [];
