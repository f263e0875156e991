import { defineScenario } from '../../define-scenario';
import { billReady } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.coupons',
  title: 'Pay Later coupons: available and expired tabs',
  description:
    'A line with coupons relative to the clock: three available (INT_R rate cut for Pay Later, INT_TIC_P 50 % off Instant Cash interest from Rp1.000.000, INT_TIC_T one interest-free month), one used and one expired under the expired tab. Moving the clock past an expiry date moves a coupon to that tab.',
  tags: ['home'],
  covers: ['home.coupons'],
  path: '/paylater/coupons',
  seed: (state, faker) => {
    billReady(state, faker);
  },
});
