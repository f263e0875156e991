import type { Scenario } from '../../define-scenario';

/** The wallet scenarios (one *.scenario.ts file each in this folder). */
export const walletScenarios: Scenario[] = [];
