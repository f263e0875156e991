import type { Scenario } from '../../define-scenario';
import starter from './starter.scenario';
import advanced from './advanced.scenario';
import premium from './premium.scenario';
import advancedEnglish from './advanced-english.scenario';

/** The member scenarios (one *.scenario.ts file each in this folder). */
export const memberScenarios: Scenario[] = [starter, advanced, premium, advancedEnglish];
