// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { rp } from '../../testing/expected-text';
import { renderScreen, textOf } from '../../testing/render-screen';

interface Center {
  BILL_AMT: string;
  BILL_BAL_AMT: string;
}

const byTestId = (id: string) => textOf(screen.getByTestId(id));

/**
 * Issue 40 point 3: after a part of the bill is paid the home banner says so, in the bill's words and colour
 * (shared/ui/payment-status), with what was paid and what is left: not "the bill is ready".
 */
describe('the home banner of a partly paid bill', () => {
  test('[home.bill-ready] half paid: "Dibayar sebagian" in the bill\'s amber, paid and left to pay', async () => {
    const view = await renderScreen('home.bill-partly-paid');
    const banner = await screen.findByTestId('home-banner');
    await within(banner).findByRole('heading', { name: 'Tagihan November 2026' });
    const center = (await view.bankCall<Center>('/core/account/query/personal_center', {})).ret_data;
    expect(Number(center.BILL_BAL_AMT)).toBeGreaterThan(0);
    expect(Number(center.BILL_BAL_AMT)).toBeLessThan(Number(center.BILL_AMT));
    expect(textOf(banner)).not.toContain('sudah siap');
    const tag = screen.getByTestId('banner-status');
    expect(textOf(tag)).toBe('Dibayar sebagian');
    // The same tone as the bill's partly paid tag (bills: PAYMENT_TONE.partial), on the banner too.
    expect(tag.className).toContain('status-tag--due-soon');
    expect(banner.className).toContain('ph-banner--due-soon');
    expect(byTestId('banner-paid')).toBe(rp(Number(center.BILL_AMT) - Number(center.BILL_BAL_AMT)));
    expect(byTestId('banner-due')).toBe(rp(center.BILL_BAL_AMT));
    expect(textOf(banner)).toContain('Sisa tagihan');
  });

  test('[home.bill-ready] in English', async () => {
    await renderScreen('home.bill-partly-paid', { lang: 'en' });
    const banner = await screen.findByTestId('home-banner');
    await within(banner).findByRole('heading', { name: 'Your November 2026 bill' });
    expect(byTestId('banner-status')).toBe('Partly paid');
    expect(textOf(banner)).toContain('Left to pay');
  });

  test('[home.bill-ready] nothing paid yet: the ready bill, no partly paid tag', async () => {
    await renderScreen('home.bill-ready');
    const banner = await screen.findByTestId('home-banner');
    await within(banner).findByRole('heading', { name: /sudah siap$/ });
    await waitFor(() => expect(screen.queryByTestId('banner-status')).toBeNull());
    expect(banner.className).toContain('ph-banner--info');
  });
});
