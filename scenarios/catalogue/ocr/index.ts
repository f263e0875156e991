import type { Scenario } from '../../define-scenario';

/** The ocr scenarios (one *.scenario.ts file each in this folder). */
export const ocrScenarios: Scenario[] = [];
