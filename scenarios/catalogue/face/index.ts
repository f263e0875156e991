import type { Scenario } from '../../define-scenario';

/** The face scenarios (one *.scenario.ts file each in this folder). */
export const faceScenarios: Scenario[] = [];
