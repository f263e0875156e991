// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, textOf } from '../../testing/render-screen';

/** The merchant order account.deactivated seeds (SEEDED_ORDERS.pay of the checkout scenarios). */
const PATH = '/checkout?order=MPC2026112180000101';

const payLaterOption = async () => within(await screen.findByTestId('checkout-paylater'));

describe('the cashier of a deactivated Pay Later line (decision 0034)', () => {
  test('[account.deactivated] Pay Later cannot be used and says why; the balance still pays', async () => {
    const view = await renderScreen('account.deactivated', { path: PATH });
    const option = await payLaterOption();
    await waitFor(() =>
      expect(textOf(screen.getByTestId('checkout-paylater'))).toContain(
        'Tidak dapat dipakai: akun Pay Later kamu dinonaktifkan permanen. Bayar dengan saldo atau poin.',
      ),
    );
    expect(option.queryByText(/Limit tersedia/)).toBeNull();
    expect(option.getByRole('switch', { name: 'Pakai Pay Later' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    // No dead end: the order can be paid from the Allo Pay balance.
    const pay = screen.getByTestId('checkout-pay');
    expect(textOf(pay)).toContain('Bayar Rp350.000');
    expect(pay.hasAttribute('disabled')).toBe(false);
    // The bank says the same if Pay Later is sent anyway (bank tests prove nothing moves).
    const center = await view.bankCall<{ ACCT_STATUS: string }>('/core/account/query/personal_center', {});
    expect(center.ret_data.ACCT_STATUS).toBe('D');
  });

  test('[account.deactivated] in English', async () => {
    await renderScreen('account.deactivated', { path: PATH, lang: 'en' });
    await payLaterOption();
    await waitFor(() =>
      expect(textOf(screen.getByTestId('checkout-paylater'))).toContain(
        'Cannot be used: your Pay Later account is permanently deactivated. Pay with your balance or points.',
      ),
    );
    expect(textOf(screen.getByTestId('checkout-paylater'))).not.toContain('limit available');
  });
});
