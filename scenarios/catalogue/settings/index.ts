import type { Scenario } from '../../define-scenario';

/** The settings scenarios (one *.scenario.ts file each in this folder). */
export const settingsScenarios: Scenario[] = [];
