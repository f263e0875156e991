import type { Scenario } from '../../define-scenario';

/** The transaction history scenarios (one *.scenario.ts file each in this folder). */
export const txnScenarios: Scenario[] = [];
