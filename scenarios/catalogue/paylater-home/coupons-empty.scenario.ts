import { defineScenario } from '../../define-scenario';
import { withCreditLine } from '../../generators/credit-presets';

export default defineScenario({
  id: 'home.coupons-empty',
  title: 'Pay Later coupons: none yet',
  description: 'A line without any coupon: both tabs show the empty illustration and text.',
  tags: ['home'],
  covers: ['home.coupons'],
  path: '/paylater/coupons',
  seed: (state, faker) => {
    withCreditLine(state, faker, { coupons: false });
  },
});
