import type { Scenario } from '../../define-scenario';

/** The coupon scenarios (one *.scenario.ts file each in this folder). */
export const couponScenarios: Scenario[] = [];
