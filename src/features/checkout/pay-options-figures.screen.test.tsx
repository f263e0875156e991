// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, textOf } from '../../testing/render-screen';

/** The Rp350.000 order of checkout.pay. */
const PATH = '/checkout?order=MPC2026112180000101';

const WORDS = {
  id: { use: 'Pakai Pay Later', amount: 'Jumlah dengan Pay Later' },
  en: { use: 'Use Pay Later', amount: 'Amount with Pay Later' },
} as const;

/**
 * Issue 40: one number format on a screen. Money is 'Rp350.000' in both languages, so the amount typed for
 * Pay Later and the points beside it are grouped with dots too, in English as in Indonesian.
 */
describe.each(['id', 'en'] as const)('the cashier in %s groups every figure as its money', (lang) => {
  test('[checkout.pay] the typed Pay Later amount, the points and the money: dots', async () => {
    await renderScreen('checkout.pay', { path: PATH, lang });
    const option = within(await screen.findByTestId('checkout-paylater'));
    await waitFor(() => expect(textOf(screen.getByTestId('checkout-paylater'))).toContain('Rp9.206.000'));
    fireEvent.click(option.getByRole('switch', { name: WORDS[lang].use }));
    const box = await option.findByRole<HTMLInputElement>('textbox', { name: WORDS[lang].amount });
    fireEvent.change(box, { target: { value: '250000' } });
    await waitFor(() => expect(box.value).toBe('250.000'));
    expect(textOf(screen.getByTestId('checkout-points'))).toContain('25.000');
    const page = textOf(screen.getByTestId('checkout-options'));
    // No English grouping anywhere among the figures.
    expect(page).not.toMatch(/\d,\d{3}\b/);
  });
});
