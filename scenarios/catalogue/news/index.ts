import type { Scenario } from '../../define-scenario';

/** The news scenarios (one *.scenario.ts file each in this folder). */
export const newsScenarios: Scenario[] = [];
