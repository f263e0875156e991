import { defineScenario } from '../../define-scenario';

export default defineScenario({
  id: 'coupon.list',
  title: 'Coupon centre: coupons on offer by category',
  description:
    'The coupon centre (card_center CENTER, card_type): the coupons on offer today with their merchant, minimum and validity, filtered by category tabs; some already claimed (shown as claimed), one out of stock (no claim). One coupon comes on offer in 3 days and one offer ended: neither is listed.',
  tags: ['coupons', 'loyalty'],
  covers: ['coupon.list'],
  path: '/coupons',
});
