import type { Scenario } from '../../define-scenario';

/** The upgrade scenarios (one *.scenario.ts file each in this folder). */
export const upgradeScenarios: Scenario[] = [];
