import type { Scenario } from '../../define-scenario';

/** The points scenarios (one *.scenario.ts file each in this folder). */
export const pointsScenarios: Scenario[] = [];
