// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { answerOf } from '../../testing/bank-answers';
import { rp } from '../../testing/expected-text';
import { control, renderScreen, textOf } from '../../testing/render-screen';

interface PayInfo {
  totalAmt: string;
  balanceAmt: string;
  paylaterAmt: string;
  pointsAmt: string;
}
interface Order {
  mpcOrderNo: string;
  category: string;
  status: string;
  amount: string;
  payInfo: PayInfo;
}
interface Held {
  state: {
    wallet: {
      orders: Array<{
        mpcOrderNo: string;
        category: string;
        status: string;
        pay: { balance: string; paylater: string; points: string };
      }>;
    };
  };
}

const MINUS = '\u2212';
/** The paid orders of the checkout scenarios (scenarios/catalogue/checkout/checkout-seed.ts). */
const PAID = 'MPC2026112180000102';
const DETAIL = 'MPC2026112180000201';

/** This screen's session as the control surface reports it (the MSW handlers answer it as the server does). */
async function held(): Promise<Held['state']> {
  return ((await control.session()) as Held).state;
}

const rowOf = (mpcOrderNo: string) =>
  screen.getAllByTestId('wallet-order').find((row) => row.getAttribute('data-order') === mpcOrderNo);

describe('Saldo & transaksi: what left the balance (decision 0040)', () => {
  test('[wallet.balance-transactions] checkout.paid: the order split with points and Pay Later lists only its balance part', async () => {
    const view = await renderScreen('checkout.paid', { path: '/wallet/balance' });
    const order = await answerOf<Order>(view, '/ams/mpc/tran_order_detail', { orderNo: PAID });
    const pay = order.payInfo;
    expect(Number(pay.paylaterAmt) + Number(pay.pointsAmt)).toBeGreaterThan(0);
    expect(Number(pay.balanceAmt)).toBeLessThan(Number(pay.totalAmt));
    await waitFor(() => expect(rowOf(PAID)).toBeTruthy());
    const row = rowOf(PAID)!;
    expect(textOf(row)).toContain(`${MINUS}${rp(pay.balanceAmt)}`);
    expect(textOf(row)).not.toContain(rp(pay.totalAmt));
  });

  test('[wallet.balance-transactions] a payment made wholly with Pay Later or points never touched the balance: not listed', async () => {
    await renderScreen('apply.can-apply', { path: '/wallet/balance?status=5' });
    const refunded = (await held()).wallet.orders.filter((o) => o.status === '5');
    const without = refunded.filter(
      (o) =>
        o.category === 'PAYMENT' &&
        o.pay.balance === '0' &&
        Number(o.pay.paylater) + Number(o.pay.points) > 0,
    );
    // The base state holds one among its refunded orders, fewer than a page (10): each would be on screen.
    expect(without.length).toBeGreaterThan(0);
    expect(refunded.length).toBeLessThanOrEqual(10);
    await waitFor(() =>
      expect(screen.getAllByTestId('wallet-order')).toHaveLength(refunded.length - without.length),
    );
    for (const order of without) expect(rowOf(order.mpcOrderNo)).toBeUndefined();
  });

  test('[wallet.balance-transactions] the detail: the balance part signed, the total beside it', async () => {
    const view = await renderScreen('wallet.order-detail');
    const order = await answerOf<Order>(view, '/ams/mpc/tran_order_detail', { orderNo: DETAIL });
    await waitFor(() => expect(screen.getByTestId('wallet-detail-amount')).toBeTruthy());
    expect(textOf(screen.getByTestId('wallet-detail-amount'))).toBe(
      `${MINUS}${rp(order.payInfo.balanceAmt)}`,
    );
    expect(textOf(screen.getByTestId('wallet-detail-balance-note'))).toBe(
      `Bagian saldo Allo Pay dari total pesanan ${rp(order.payInfo.totalAmt)}. Rincian pembayaran ada di bawah.`,
    );
    expect(
      textOf(within(screen.getByTestId('wallet-detail-payment')).getByTestId('wallet-pay-balance')),
    ).toBe(rp(order.payInfo.balanceAmt));
  });
});
