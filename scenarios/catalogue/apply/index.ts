import type { Scenario } from '../../define-scenario';

/** The apply scenarios (one *.scenario.ts file each in this folder). */
export const applyScenarios: Scenario[] = [];
