import type { Scenario } from '../../define-scenario';
import noneYet from './none-yet.scenario';
import nothingThisMonth from './nothing-this-month.scenario';
import ready from './ready.scenario';
import readyEnglish from './ready-english.scenario';
import upcoming from './upcoming.scenario';
import pending from './pending.scenario';
import repaid from './repaid.scenario';
import overdue from './overdue.scenario';
import history from './history.scenario';
import records from './records.scenario';
import autoRepayment from './auto-repayment.scenario';

/** The bills scenarios (one *.scenario.ts file each in this folder). */
export const billScenarios: Scenario[] = [
  noneYet,
  nothingThisMonth,
  ready,
  readyEnglish,
  upcoming,
  pending,
  repaid,
  overdue,
  history,
  records,
  autoRepayment,
];
