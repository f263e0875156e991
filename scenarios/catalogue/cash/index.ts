import type { Scenario } from '../../define-scenario';

/** The cash scenarios (one *.scenario.ts file each in this folder). */
export const cashScenarios: Scenario[] = [];
