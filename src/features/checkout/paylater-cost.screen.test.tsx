// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { rp } from '../../testing/expected-text';
import { renderScreen, textOf, type RenderedScreen } from '../../testing/render-screen';

/** The Rp1.250.000 order of checkout.insufficient-balance: the balance alone cannot pay it. */
const PATH = '/checkout?order=MPC2026112180000105';

interface Trial {
  LOAN_LIST: Array<{
    LOAN_INIT_TERM: string;
    TOTAL_AMOUNT: string;
    SCHEDULE_LIST: Array<{ AMOUNT: string }>;
  }>;
}
interface Receipt {
  LOAN_LIST: Array<{ ORIG_TOTAL_TERM: string; SCHEDULE_LIST: Array<{ TOTAL_AMT: string }> }>;
}

const figure = (testId: string) => textOf(screen.getByTestId(testId));

async function payLaterPart(amount: string) {
  const option = within(await screen.findByTestId('checkout-paylater'));
  fireEvent.click(option.getByRole('switch', { name: 'Pakai Pay Later' }));
  fireEvent.change(await option.findByRole('textbox', { name: 'Jumlah dengan Pay Later' }), {
    target: { value: amount },
  });
}

/** The bank's trial of this Pay Later amount on one tenor. */
async function trialOf(view: RenderedScreen, amount: string, term: string) {
  const trial = await view.bankCall<Trial>('/core/trans/try/loan', {
    LOAN_INIT_PRIN: amount,
    SCENARIO: 'PAY_LATTER',
  });
  return trial.ret_data.LOAN_LIST.find((o) => o.LOAN_INIT_TERM === term)!;
}

describe('the cashier shows what Pay Later costs before the PIN (issue 25 item 2)', () => {
  test('[checkout.paid] Rp1.200.000 over 3 months: each month, the fees and Rp1.378.200 to repay; the loan booked is that', async () => {
    const view = await renderScreen('checkout.insufficient-balance', { path: PATH });
    await payLaterPart('1200000');
    await waitFor(() => expect(figure('checkout-cost-total')).toBe('Rp1.378.200'));
    expect(figure('checkout-cost-first')).toBe('Rp483.400');
    expect(figure('checkout-cost-last')).toBe('Rp447.400');
    expect(figure('checkout-cost-interest')).toBe('Rp70.200');
    expect(figure('checkout-cost-fee')).toBe('Rp72.000');
    expect(figure('checkout-cost-upfront')).toBe('Rp36.000');
    const cost = within(screen.getByTestId('checkout-cost'));
    expect(cost.getByText('1,95% per bulan')).toBeTruthy();
    expect(cost.getByText('3,00%, ditagih bersama cicilan pertama')).toBeTruthy();

    // Another tenor, then another split: the figures follow, the bank's each time.
    fireEvent.click(screen.getByRole('option', { name: '6 bulan' }));
    const six = await trialOf(view, '1200000', '6');
    await waitFor(() => expect(figure('checkout-cost-total')).toBe(rp(six.TOTAL_AMOUNT)));
    fireEvent.change(screen.getByRole('textbox', { name: 'Jumlah dengan Pay Later' }), {
      target: { value: '1100000' },
    });
    const shown = await trialOf(view, '1100000', '6');
    await waitFor(() => expect(figure('checkout-cost-total')).toBe(rp(shown.TOTAL_AMOUNT)));
    const amounts = shown.SCHEDULE_LIST.map((t) => t.AMOUNT);
    expect(figure('checkout-cost-first')).toBe(rp(amounts[0]!));
    expect(figure('checkout-cost-last')).toBe(rp(amounts.at(-1)!));

    // Confirmed with the PIN: the loan the bank books is the one shown, month by month.
    fireEvent.click(screen.getByTestId('checkout-pay'));
    const sheet = await screen.findByRole('dialog', { name: 'Masukkan PIN' });
    const boxes = sheet.querySelector('.pin-sheet__boxes')!;
    for (const digit of '135790') fireEvent.keyDown(boxes, { key: digit });
    await screen.findByRole('heading', { name: 'Pembayaran berhasil' }, { timeout: 10_000 });
    const receipt = await view.bankCall<Receipt>('/core/trans/query/loan_receipt', { REF_NBR_LIST: [] });
    const loan = receipt.ret_data.LOAN_LIST.find((l) => l.ORIG_TOTAL_TERM === '6')!;
    expect(loan.SCHEDULE_LIST.map((t) => t.TOTAL_AMT)).toEqual(amounts);
  });

  test('[checkout.paid] a tap on Pay while the cost is on its way: asked to wait, then the PIN opens by itself with the cost shown', async () => {
    await renderScreen('checkout.insufficient-balance', { path: PATH });
    await payLaterPart('1200000');
    fireEvent.click(screen.getByTestId('checkout-pay'));
    expect(await screen.findByText('Tunggu sebentar, biaya Pay Later sedang dihitung.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Masukkan PIN' })).toBeNull();
    await screen.findByRole('dialog', { name: 'Masukkan PIN' }, { timeout: 10_000 });
    expect(figure('checkout-cost-total')).toBe('Rp1.378.200');
  });

  test('[checkout.paid] in English, one amount a month when every month is the same', async () => {
    await renderScreen('checkout.insufficient-balance', { path: PATH, lang: 'en' });
    const option = within(await screen.findByTestId('checkout-paylater'));
    fireEvent.click(option.getByRole('switch', { name: 'Use Pay Later' }));
    fireEvent.change(await option.findByRole('textbox', { name: 'Amount with Pay Later' }), {
      target: { value: '1200000' },
    });
    fireEvent.click(screen.getByRole('option', { name: '1 month' }));
    await waitFor(() => expect(figure('checkout-cost-total')).toBe('Rp1.200.000'));
    expect(figure('checkout-cost-monthly')).toBe('Rp1.200.000');
    expect(screen.queryByTestId('checkout-cost-last')).toBeNull();
    expect(within(screen.getByTestId('checkout-cost')).getByText('Total to repay')).toBeTruthy();
  });
});
