import type { Scenario } from '../../define-scenario';

/** The checkout scenarios (one *.scenario.ts file each in this folder). */
export const checkoutScenarios: Scenario[] = [];
