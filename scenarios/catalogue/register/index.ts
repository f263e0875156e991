import type { Scenario } from '../../define-scenario';

/** The register scenarios (one *.scenario.ts file each in this folder). */
export const registerScenarios: Scenario[] = [];
