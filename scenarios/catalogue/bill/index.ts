import type { Scenario } from '../../define-scenario';

/** The bills scenarios (one *.scenario.ts file each in this folder). */
export const billScenarios: Scenario[] = [];
