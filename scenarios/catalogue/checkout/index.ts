import type { Scenario } from '../../define-scenario';
import pay from './pay.scenario';
import paid from './paid.scenario';
import failed from './failed.scenario';
import fails from './fails.scenario';
import insufficientBalance from './insufficient-balance.scenario';

/** The checkout scenarios (one *.scenario.ts file each in this folder). */
export const checkoutScenarios: Scenario[] = [pay, paid, failed, fails, insufficientBalance];
