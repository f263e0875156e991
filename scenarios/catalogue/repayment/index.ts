import type { Scenario } from '../../define-scenario';
import all from './all.scenario';
import bill from './bill.scenario';
import early from './early.scenario';
import earlyLastTerm from './early-last-term.scenario';
import earlyOverdueFirst from './early-overdue-first.scenario';
import earlyOverdueFirstEnglish from './early-overdue-first-english.scenario';
import earlyProcessing from './early-processing.scenario';
import earlyTransactionDay from './early-transaction-day.scenario';
import exceedsDue from './exceeds-due.scenario';
import insufficientBalance from './insufficient-balance.scenario';
import plan from './plan.scenario';
import planNothingDue from './plan-nothing-due.scenario';
import resultFailed from './result-failed.scenario';
import resultProcessing from './result-processing.scenario';
import resultSuccess from './result-success.scenario';
import autoDebit from './auto-debit.scenario';
import autoDebitShort from './auto-debit-short.scenario';

/** The repayment scenarios (one *.scenario.ts file each in this folder). */
export const repayScenarios: Scenario[] = [
  plan,
  planNothingDue,
  all,
  bill,
  exceedsDue,
  insufficientBalance,
  early,
  earlyLastTerm,
  earlyTransactionDay,
  earlyOverdueFirst,
  earlyOverdueFirstEnglish,
  earlyProcessing,
  resultProcessing,
  resultSuccess,
  resultFailed,
  autoDebit,
  autoDebitShort,
];
