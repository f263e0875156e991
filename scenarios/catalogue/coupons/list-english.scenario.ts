import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'coupon.list-english',
  title: 'Coupon centre in English',
  description:
    'The coupon.list state on a phone set to en-US: the screens read in English and the bank answers the coupon names, titles, merchants, terms and categories in English too.',
  tags: ['coupons', 'loyalty', 'lang'],
  covers: ['coupon.list'],
  path: '/coupons',
  seed: (state) => {
    state.device.locale = 'en-US';
  },
});
