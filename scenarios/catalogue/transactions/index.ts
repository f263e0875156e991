import type { Scenario } from '../../define-scenario';
import filter from './filter.scenario';
import filterEnglish from './english.scenario';
import paging from './paging.scenario';
import empty from './empty.scenario';
import detailInstantCash from './detail-instant-cash.scenario';
import detailPaylater from './detail-paylater.scenario';
import detailRefund from './detail-refund.scenario';
import detailRepayment from './detail-repayment.scenario';

/** The transaction history scenarios (one *.scenario.ts file each in this folder). */
export const txnScenarios: Scenario[] = [
  filter,
  filterEnglish,
  paging,
  empty,
  detailInstantCash,
  detailPaylater,
  detailRefund,
  detailRepayment,
];
