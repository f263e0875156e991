import { defineScenario } from '../../define-scenario';
import { barcodeCoupon } from './coupon-seed';

export default defineScenario({
  id: 'coupon.mine',
  title: 'My coupons: unused, used and expired',
  description:
    'The customer holds coupons in every state (cust_rights 90010001 unused, 90010004 used, 90010003 expired): my coupons shows them in three tabs, the unused ones with the way to use them.',
  tags: ['coupons', 'loyalty'],
  covers: ['coupon.mine'],
  path: '/coupons/mine',
  seed: (state) => {
    barcodeCoupon(state);
  },
});
