import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';

export default defineScenario({
  id: 'bill.records',
  title: 'Refund and repayment records',
  description:
    'A line with a year of history: bill repayments (virtual account and balance, one failed), an early repayment of an Instant Cash and two refunds, newest first, 10 a page (refund_repay_record paged by LAST_ROW_KEY); scrolling to the end loads the next page.',
  tags: ['bill'],
  covers: ['bill.refunds'],
  path: '/paylater/bills/records',
  seed: (state, faker) => {
    billReady(state, faker);
  },
});
