// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, textOf } from '../../testing/render-screen';

/** The row of a label in the detail's rows (a label and its value side by side). */
function valueOf(label: string): string {
  const term = screen.getAllByText(label, { exact: true })[0]!;
  return textOf(term.parentElement!).replace(label, '').trim();
}

async function openRepayment() {
  // The first call of repay.auto-debit books the bill's debit from the balance (20.00 WIB of the due date).
  await waitFor(() =>
    expect(
      screen.getAllByTestId('wallet-order').some((row) => textOf(row).includes('Allo Bank Pay Later')),
    ).toBe(true),
  );
  const row = screen.getAllByTestId('wallet-order').find((r) => textOf(r).includes('Allo Bank Pay Later'))!;
  fireEvent.click(row);
  await waitFor(() => expect(screen.getByTestId('wallet-order-detail')).toBeTruthy());
}

describe('a bill repayment from the balance reads as one (issue 40 point 2)', () => {
  test('[repay.auto-debit] [wallet.balance-transactions] the order detail: "Pembayaran Pay Later", not online shopping', async () => {
    await renderScreen('repay.auto-debit', { path: '/wallet/balance' });
    await openRepayment();
    expect(valueOf('Cara transaksi')).toBe('Pembayaran Pay Later');
    expect(textOf(screen.getByTestId('wallet-order-detail'))).not.toContain('Belanja online');
  });

  test('[repay.auto-debit] [wallet.balance-transactions] in English: "Pay Later repayment"', async () => {
    await renderScreen('repay.auto-debit', { path: '/wallet/balance', lang: 'en' });
    await openRepayment();
    expect(valueOf('Channel')).toBe('Pay Later repayment');
    expect(textOf(screen.getByTestId('wallet-order-detail'))).not.toContain('Online shopping');
  });
});
