import { describe, expect, it } from 'vitest';
import { CHECKOUT_PIN_SCENE } from '../../../contracts/entities/checkout';
import { toTimestamp } from '../../kernel/clock';
import { bankDriver } from '../../testing/bank-driver';
import { SEEDED_ORDERS } from '../../../scenarios/catalogue/checkout/checkout-seed';

/** What the result and the balance list show as the payment's time: the order's txnDate and txnTime. */
const timeShown = (order: { txnDate: string; txnTime: string }) => order.txnDate + order.txnTime;

describe('a failed checkout is dated when the payment was tried', () => {
  it('checkout.fails: the order failed with the right PIN shows the moment of the attempt, not its creation', () => {
    const s = bankDriver().session('checkout.fails');
    const order = s.state().wallet.orders.find((o) => o.mpcOrderNo === SEEDED_ORDERS.fails)!;
    s.refused(
      'walletPayOrder',
      {
        appId: order.appId,
        userId: s.state().customer.userId,
        orderNo: order.orderNo,
        mpcOrderNo: order.mpcOrderNo,
        walletPayAmt: '99999',
        payLaterAmt: '0',
        costPoints: '0',
        totalAmt: '99999',
        ...s.sealPin(CHECKOUT_PIN_SCENE),
        cardList: [{ payType: 'BALANCE' as const }],
      },
      'WALLET_PAYMENT_FAILED',
    );
    const detail = s.ok('walletTranOrderDetail', { orderNo: order.mpcOrderNo });
    expect(detail.status).toBe('3');
    expect(timeShown(detail)).toBe(toTimestamp(s.now()));
    expect(timeShown(detail) > detail.createTime!).toBe(true);
  });

  it('checkout.failed: the seeded failure is dated a minute before the clock, after the order was made', () => {
    const s = bankDriver().session('checkout.failed');
    const detail = s.ok('walletTranOrderDetail', { orderNo: SEEDED_ORDERS.failed });
    expect(timeShown(detail)).toBe('20261121095900');
    expect(detail.createTime).toBe('20261121095800');
  });
});
