import type { Scenario } from '../../define-scenario';

/** The home scenarios (one *.scenario.ts file each in this folder). */
export const homeScenarios: Scenario[] = [];
