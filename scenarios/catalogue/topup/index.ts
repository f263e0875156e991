import type { Scenario } from '../../define-scenario';

/** The topup scenarios (one *.scenario.ts file each in this folder). */
export const topupScenarios: Scenario[] = [];
