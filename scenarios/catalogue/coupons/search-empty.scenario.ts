import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'coupon.search-empty',
  title: 'Coupon search with no result',
  description:
    'The coupon search opened for "sepatu roda": card_center SEARCH answers an empty list, so the screen says it could not find it and to check the spelling (spec section 8), with a way back to every coupon. Type another word (e.g. a merchant name) to find coupons.',
  tags: ['coupons', 'loyalty'],
  covers: ['coupon.search-empty'],
  path: '/coupons/search?q=sepatu%20roda',
});
