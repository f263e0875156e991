import { defineScenario } from '../../define-scenario';
import { BARCODE_CODE, BARCODE_COUPON_ID, barcodeCoupon } from './coupon-seed';

export default defineScenario({
  id: 'coupon.barcode',
  title: 'Use a coupon: barcode and QR code',
  description: `A claimed, unused coupon (${BARCODE_COUPON_ID}, code ${BARCODE_CODE}: Rp20.000 off from Rp100.000). Its page shows the barcode (CODE128) and the QR code of card_detail for the cashier, and works out what it saves on an amount typed in (cust_rights_try_calc): below Rp100.000 it does not apply.`,
  tags: ['coupons', 'loyalty'],
  covers: ['coupon.barcode'],
  path: `/coupons/detail?id=${BARCODE_COUPON_ID}&code=${BARCODE_CODE}`,
  seed: (state) => {
    barcodeCoupon(state);
  },
});
