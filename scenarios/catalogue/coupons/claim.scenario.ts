import { defineScenario } from '../../define-scenario';
import { CLAIM_COUPON_ID, claimableCoupon } from './coupon-seed';

export default defineScenario({
  id: 'coupon.claim',
  title: 'Claim a coupon (three left)',
  description: `A coupon on offer the customer has not claimed (${CLAIM_COUPON_ID}: Rp15.000 off from Rp75.000, three left). Its page offers the claim; cust_collar_coupons takes one from the stock and the coupon moves to my coupons with its code. Claiming it again is refused (80471105); an out-of-stock coupon (80471104) cannot be claimed.`,
  tags: ['coupons', 'loyalty'],
  covers: ['coupon.claim'],
  path: `/coupons/detail?id=${CLAIM_COUPON_ID}`,
  seed: (state) => {
    claimableCoupon(state);
  },
});
