import type { Scenario } from '../../define-scenario';
import balance from './balance.scenario';
import detail from './detail.scenario';

/** The points scenarios (one *.scenario.ts file each in this folder). */
export const pointsScenarios: Scenario[] = [balance, detail];
