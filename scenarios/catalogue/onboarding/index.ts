import type { Scenario } from '../../define-scenario';

/** The onboarding scenarios (one *.scenario.ts file each in this folder). */
export const onboardingScenarios: Scenario[] = [];
