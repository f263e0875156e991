import { CHECKOUT_PIN_SCENE } from '../../contracts/entities/checkout';
import type { SessionDriver } from './bank-driver';

/** A merchant order of Rp 150.000 waiting for payment (tran/sync_order). */
export function merchantOrder(s: SessionDriver, orderNo: string) {
  const merchantId = s.state().wallet.merchants[0]!.merchantId;
  const { mpcOrderNo } = s.ok('walletSyncOrder', { orderNo, merchantId, totleAmt: '150000' });
  return { orderNo, mpcOrderNo };
}

/** tran/pay_order for that order: `paylater` of it on Pay Later over 3 months, the rest from the balance. */
export function payBody(s: SessionDriver, order: { orderNo: string; mpcOrderNo: string }, paylater: number) {
  return {
    appId: '50002LPT01',
    userId: s.state().customer.userId,
    orderNo: order.orderNo,
    mpcOrderNo: order.mpcOrderNo,
    walletPayAmt: String(150_000 - paylater),
    payLaterAmt: String(paylater),
    costPoints: '0',
    totalAmt: '150000',
    ...s.sealPin(CHECKOUT_PIN_SCENE),
    cardList: [
      { payType: 'BALANCE' as const },
      ...(paylater > 0 ? [{ payType: 'PAYLATER' as const, loanTerm: '3' as const }] : []),
    ],
  };
}
