import type { Scenario } from '../../define-scenario';
import home from './home.scenario';
import homeBasic from './home-basic.scenario';
import balance from './balance.scenario';
import orderDetail from './order-detail.scenario';

/** The wallet scenarios (one *.scenario.ts file each in this folder). */
export const walletScenarios: Scenario[] = [home, homeBasic, balance, orderDetail];
