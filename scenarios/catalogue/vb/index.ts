import type { Scenario } from '../../define-scenario';

/** The vb scenarios (one *.scenario.ts file each in this folder). */
export const vbScenarios: Scenario[] = [];
