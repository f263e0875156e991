import { defineScenario } from '../../define-scenario';
import { cashAvailable } from '../../generators/cash-presets';
import { CASH_AMOUNT_PATH } from './cash-seed';

export default defineScenario({
  id: 'cash.available',
  title: 'Instant Cash available: amount, terms 1, 3, 6, 12 and the schedule',
  description:
    'Cash state available in the bank app: the amount starts at the whole Instant Cash limit (half the credit limit), the term chips 1, 3, 6 and 12 bulan, the monthly instalment, the breakdown and the schedule from try/loan; two Instant Cash coupons (interest-free first month for 3 or 6 months; 50 % off the interest from Rp1.000.000). PIN 135790 confirms; LOAN_INIT_PRIN 505050 makes the payout fail.',
  tags: ['cash'],
  covers: ['cash.available'],
  path: CASH_AMOUNT_PATH,
  seed: (state, faker) => cashAvailable(state, faker),
});
