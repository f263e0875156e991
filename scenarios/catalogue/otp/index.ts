import type { Scenario } from '../../define-scenario';

/** The otp scenarios (one *.scenario.ts file each in this folder). */
export const otpScenarios: Scenario[] = [];
