import type { Scenario } from '../../define-scenario';

/** The pin scenarios (one *.scenario.ts file each in this folder). */
export const pinScenarios: Scenario[] = [];
