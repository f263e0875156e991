import type { Scenario } from '../../define-scenario';
import approved from './approved.scenario';
import dataOnAnotherAccount from './data-on-another-account.scenario';
import linkExpired from './link-expired.scenario';
import notEligible from './not-eligible.scenario';
import notEligibleCitizenship from './not-eligible-citizenship.scenario';
import pollingResult from './polling-result.scenario';
import reapplyOpen from './reapply-open.scenario';
import rejectedBankPolicy from './rejected-bank-policy.scenario';
import rejectedLowScore from './rejected-low-score.scenario';
import resultFailed from './result-failed.scenario';
import resultFlexibleHigh from './result-flexible-high.scenario';
import resultFlexibleLow from './result-flexible-low.scenario';
import resultFlexibleMedium from './result-flexible-medium.scenario';
import resultPreApproved from './result-pre-approved.scenario';
import resultSuccess from './result-success.scenario';
import resultVerifying from './result-verifying.scenario';
import retentionDialog from './retention-dialog.scenario';
import underReview from './under-review.scenario';

/** The apply scenarios (one *.scenario.ts file each in this folder). */
export const applyScenarios: Scenario[] = [
  approved,
  dataOnAnotherAccount,
  linkExpired,
  notEligible,
  notEligibleCitizenship,
  pollingResult,
  reapplyOpen,
  rejectedBankPolicy,
  rejectedLowScore,
  resultFailed,
  resultFlexibleHigh,
  resultFlexibleLow,
  resultFlexibleMedium,
  resultPreApproved,
  resultSuccess,
  resultVerifying,
  retentionDialog,
  underReview,
];
