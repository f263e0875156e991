// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, textOf } from '../../testing/render-screen';

const CONFIRM = '/paylater/cash/confirm?amount=3000000&term=3';

/** How many times a text is on the screen. */
const times = (page: string, text: string) => page.split(text).length - 1;

async function confirmText(lang: 'id' | 'en'): Promise<string> {
  await renderScreen('cash.available', { path: CONFIRM, lang });
  return textOf(await screen.findByTestId('cash-confirm-page'));
}

/** Issue 40: the confirmation said the first due date and what arrives twice, and named its documents in Indonesian. */
describe('the Instant Cash confirmation says each figure once, in the app language', () => {
  test('[cash.available] in Indonesian: what arrives and the first due date once each', async () => {
    const page = await confirmText('id');
    expect(times(page, 'Jatuh tempo pertama')).toBe(1);
    expect(times(page, 'Rp2.880.000')).toBe(1);
    expect(times(page, 'Masuk ke rekening kamu')).toBe(1);
    expect(times(page, 'Dana yang kamu terima')).toBe(0);
    expect(page).toContain('Perjanjian Pinjaman Instant Cash dan Ringkasan Informasi Produk dan Layanan');
  });

  test('[cash.available] in English: once each, and the documents in English', async () => {
    const page = await confirmText('en');
    expect(times(page, 'First due date')).toBe(1);
    expect(times(page, 'Rp2.880.000')).toBe(1);
    expect(page).toContain(
      'I have read and agree to the Instant Cash Loan Agreement and Product and Service Information Summary.',
    );
    expect(page).not.toMatch(/Perjanjian|Ringkasan|cicilan|Dana yang/);
  });
});
