import type { Scenario } from '../../define-scenario';

/** The help scenarios (one *.scenario.ts file each in this folder). */
export const helpScenarios: Scenario[] = [];
