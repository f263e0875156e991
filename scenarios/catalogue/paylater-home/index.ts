import type { Scenario } from '../../define-scenario';
import newCredit from './new-credit.scenario';
import noBill from './no-bill.scenario';
import billReady from './bill-ready.scenario';
import billPartlyPaid from './bill-partly-paid.scenario';
import dueToday from './due-today.scenario';
import dueInDays from './due-in-days.scenario';
import overdueLateFee from './overdue-late-fee.scenario';
import overdueDays from './overdue-days.scenario';
import overdueEnglish from './overdue-english.scenario';
import repaid from './repaid.scenario';
import frozen from './frozen.scenario';
import locked from './locked.scenario';
import partiallyLocked from './partially-locked.scenario';
import loss from './loss.scenario';
import unavailableUntilRepaid from './unavailable-until-repaid.scenario';
import belowMinWithdrawal from './below-min-withdrawal.scenario';
import coupons from './coupons.scenario';
import couponsEmpty from './coupons-empty.scenario';
import marquee from './marquee.scenario';

/** The home scenarios (one *.scenario.ts file each in this folder). */
export const homeScenarios: Scenario[] = [
  newCredit,
  noBill,
  billReady,
  billPartlyPaid,
  dueToday,
  dueInDays,
  overdueLateFee,
  overdueDays,
  overdueEnglish,
  repaid,
  frozen,
  locked,
  partiallyLocked,
  loss,
  unavailableUntilRepaid,
  belowMinWithdrawal,
  coupons,
  couponsEmpty,
  marquee,
];
