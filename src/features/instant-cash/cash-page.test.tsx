// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderScreen, type RenderedScreen } from '../../testing/render-screen';

interface CashCase {
  /** The state's id in square brackets first (the scenario's too), then what is proven. */
  title: string;
  heading: string;
  /** Texts on the screen, word for word (each in one element, as Playwright's getByText finds it). */
  texts: string[];
  /** The withdrawal's button is there, or not at all. */
  withdraw: boolean;
  /** Other buttons the screen offers. */
  buttons?: string[];
  /** What the bank answers a loan asked for anyway. */
  loanRefusal?: string;
  /** Tapping 'Tarik dana' leads to the amount step. */
  toAmount?: boolean;
}

const cases: CashCase[] = [
  {
    title: '[cash.intro] what Instant Cash is, the cash limit, and the way to the amount',
    heading: 'Instant Cash',
    texts: [
      'Limit Instant Cash kamu',
      'Penarikan lebih dari Rp500.000',
      'Cair dalam hitungan detik',
      'Satu kali setiap bulan',
    ],
    withdraw: true,
    toAmount: true,
  },
  {
    title: '[cash.repay-first] overdue: repay first, no withdrawal',
    heading: 'Lunasi tagihan yang terlambat dulu',
    texts: [
      'Pay Later tidak tersedia karena ada tagihan yang terlambat. Lunasi semua tagihan terlebih dahulu.',
      'Tagihan terlambat 5 hari',
    ],
    withdraw: false,
    buttons: ['Ke beranda Pay Later'],
    loanRefusal: '80461005',
  },
  {
    title: '[cash.not-available] cash limit below the minimum loan amount: explained, no withdrawal',
    heading: 'Instant Cash belum tersedia',
    texts: [
      'Instant Cash tidak tersedia karena limit kamu di bawah jumlah pinjaman minimum.',
      'Rp400.000',
      'Penarikan harus lebih dari Rp500.000.',
    ],
    withdraw: false,
  },
  {
    title: '[cash.only-pay] cash limit 0: the limit only pays, no withdrawal',
    heading: 'Limit kamu khusus untuk belanja',
    texts: ['Limit kamu hanya dapat digunakan untuk belanja dengan Pay Later.', 'Limit belanja tersedia'],
    withdraw: false,
  },
];

const stateOf = (title: string) => /^\[([^\]]+)\]/.exec(title)?.[1] ?? title;

async function expectRefused(view: RenderedScreen, code: string) {
  const refused = await view.bankCall('/core/trans/try/loan', { LOAN_INIT_PRIN: '600000' });
  expect(refused.ret_code).toBe(code);
}

describe('Instant Cash, against the bank’s core', () => {
  for (const c of cases) {
    test(c.title, async () => {
      const view = await renderScreen(stateOf(c.title));
      await screen.findByRole('heading', { name: c.heading });
      for (const text of c.texts) expect(screen.getByText(text, { exact: false })).toBeTruthy();
      const withdraw = screen.queryAllByRole('button', { name: 'Tarik dana' });
      expect(withdraw).toHaveLength(c.withdraw ? 1 : 0);
      for (const name of c.buttons ?? []) expect(screen.getByRole('button', { name })).toBeTruthy();
      if (c.loanRefusal) await expectRefused(view, c.loanRefusal);
      if (c.toAmount) {
        fireEvent.click(withdraw[0]!);
        await waitFor(() => expect(view.location()).toBe('/paylater/cash?step=amount'));
        await screen.findByRole('textbox', { name: 'Jumlah penarikan' });
      }
    });
  }
});
