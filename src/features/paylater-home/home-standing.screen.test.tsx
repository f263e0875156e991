// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, textOf } from '../../testing/render-screen';

const FROZEN_MESSAGE =
  'Akun kamu dibekukan. Pay Later dan Instant Cash tidak dapat digunakan. Silakan hubungi layanan pelanggan.';

/**
 * Decision 0079 on the home: a customer account the bank froze through mpcStatus alone (query/status) reads
 * frozen on the Pay Later home as on the cash screen, also from a bank that answers only what the spec names
 * (no ACCT_STATUS in personal_center).
 */
describe('the home reads the standing as the cash screen does', () => {
  for (const profile of ['spec', 'full'] as const) {
    test(`[account.frozen] mpcStatus F: the frozen account banner, get cash closed with why (${profile} profile)`, async () => {
      const view = await renderScreen('cash.mpc-frozen', { path: '/paylater/home', profile });
      const banner = await screen.findByTestId('home-banner');
      await within(banner).findByRole('heading', { name: 'Akun dibekukan' });
      expect(banner.getAttribute('data-state')).toBe('account-frozen');
      expect(textOf(banner)).toContain(FROZEN_MESSAGE);
      const cash = await screen.findByTestId<HTMLButtonElement>('home-cash');
      expect(cash.disabled).toBe(true);
      expect(textOf(document.getElementById('home-cash-note'))).toBe('Tidak tersedia selama akun dibekukan');
      if (profile === 'spec') {
        // What the screen had to go on: no standing in personal_center, only query/status's mpcStatus.
        const center = await view.bankCall<Record<string, string>>('/core/account/query/personal_center', {});
        expect(center.ret_data.ACCT_STATUS).toBeUndefined();
        const status = await view.bankCall<{ mpcStatus: string }>('/ams/account/query/status', {});
        expect(status.ret_data.mpcStatus).toBe('F');
      }
    });
  }

  test('[account.frozen] in English, spec profile', async () => {
    await renderScreen('cash.mpc-frozen', { path: '/paylater/home', profile: 'spec', lang: 'en' });
    const banner = await screen.findByTestId('home-banner');
    await waitFor(() => expect(banner.getAttribute('data-state')).toBe('account-frozen'));
    expect(screen.getByTestId<HTMLButtonElement>('home-cash').disabled).toBe(true);
  });

  test('[cash.available] mpcStatus A in the spec profile: a normal home, get cash open', async () => {
    await renderScreen('cash.available', { path: '/paylater/home', profile: 'spec' });
    const cash = await screen.findByTestId<HTMLButtonElement>('home-cash');
    expect(screen.getByTestId('home-banner').getAttribute('data-state')).not.toBe('account-frozen');
    expect(cash.disabled).toBe(false);
  });
});
